import type { EventFeed } from './realtime/event-feed';
import type { CallerHeaders, RestClient } from './rest-client';

/**
 * What every resolver gets: the REST client, the caller's headers to forward, and the shared
 * event feed (absent when the gateway has no client secret to read it with).
 */
export type GatewayContext = { rest: RestClient; caller: CallerHeaders; events?: EventFeed };
