import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Engine } from '../../../server/platform/db/testing';
import { boundChildrenOf } from '../../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness';

/** A GraphQL error as graphql-ws hands it over: with errors of its setup, a code to assert on. */
export type SubscriptionError = { message?: string; extensions?: { code?: string } };

export type Listener<T> = { client: Client; received: T[]; errors: SubscriptionError[][] };

export type LiveEvents<T> = {
  /** Ids of bound Sunrise Centre children, one per check-in the tests make. */
  children(): string[];
  /** A graphql-ws client of `userName` subscribed with `after`, and what it has received so far. */
  listen(userName: string, after?: string): Promise<Listener<T>>;
  /** The demo coach checks `subjectId` in over REST, which emits live events. */
  checkIn(subjectId: string): Promise<void>;
  /** Waits until `condition` holds or `ms` pass; the assertions after it say what was expected. */
  until(condition: () => boolean, ms?: number): Promise<void>;
};

/**
 * The setup the live-event tests share, registered as the describe block's beforeAll and afterAll:
 * REST and the gateway listening on a socket, `childCount` children to check in, and graphql-ws
 * clients of `subscription` (with an `$after` variable) that are disposed of at the end.
 */
export const liveEvents = <T>(
  engine: Engine,
  { subscription, secret, childCount }: { subscription: string; secret: string; childCount: number },
): LiveEvents<T> => {
  let h: GatewayHarness;
  let wsUrl: string;
  let children: string[];
  const clients: Client[] = [];

  beforeAll(async () => {
    h = await startGatewayHarness(engine, { GATEWAY_CLIENT_SECRET: secret });
    wsUrl = `${(await h.listen()).replace('http', 'ws')}/graphql`;
    children = (await boundChildrenOf(h.db, 'Sunrise Centre', childCount)).map((child) => child.id);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await h.close();
  });

  return {
    children: () => children,
    async listen(userName, after) {
      const client = createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${await h.tokenFor(userName, { expiresIn: '10m' })}` },
        retryAttempts: 0,
      });
      clients.push(client);
      const received: T[] = [];
      const errors: SubscriptionError[][] = [];
      client.subscribe<{ events: T }>(
        { query: subscription, variables: after === undefined ? {} : { after } },
        {
          next: (value) => {
            if (value.data) received.push(value.data.events);
            // An error of the subscription's setup arrives as a result with errors.
            if (value.errors) errors.push([...value.errors]);
          },
          error: (e) => errors.push(e as SubscriptionError[]),
          complete: () => undefined,
        },
      );
      return { client, received, errors };
    },
    async checkIn(subjectId) {
      const response = await h.as('coach', { language: null }).post('/api/business/checkIn/in', { subjectId });
      expect(response.statusCode).toBe(200);
    },
    async until(condition, ms = 5000) {
      const end = Date.now() + ms;
      while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    },
  };
};
