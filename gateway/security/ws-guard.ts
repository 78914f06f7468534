import type { IncomingMessage } from 'node:http';
import type { Context, SubscribePayload } from 'graphql-ws';
import { callerKey } from './caller-key';
import type { Guard } from './guard';

type WsParams = { authorization?: string; language?: string };

/**
 * The guard on graphql-ws (useServer's onSubscribe): a refused operation gets an `error`
 * message with the GraphQL error, and the socket stays open for the caller's next operation.
 */
export const wsGuard =
  (guard: Guard) => (ctx: Context<WsParams, { request: IncomingMessage }>, _id: string, payload: SubscribePayload) => {
    const refusal = guard({
      caller: callerKey(ctx.connectionParams?.authorization, ctx.extra.request.socket.remoteAddress),
      acceptLanguage: ctx.connectionParams?.language,
      request: { query: payload.query, variables: payload.variables },
      transport: 'ws',
    });
    return refusal ? [refusal] : undefined;
  };
