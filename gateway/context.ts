import type { CallerHeaders, RestClient } from './rest-client';

/** What every resolver gets: the REST client and the caller's headers to forward. */
export type GatewayContext = { rest: RestClient; caller: CallerHeaders };
