import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../../server/platform/db/database';
import { tenants } from '../../../server/platform/db/schema/index';
import type { ServerHarness } from '../../../server/testing/server-harness';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a refused request answered, in the spec's error shape (server/platform/errors.ts). */
export type Refusal = { status: number; code?: string; message?: string; details?: unknown };

export type RestHarnessOptions = {
  /** Headers a user always sends (the administrator's contract unlock token, say). */
  headersFor?: (user: string) => Record<string, string>;
};

/**
 * REST requests through app.inject as a demo user, for the module tests. `harness` is read on each
 * call, so the helpers can be made before beforeAll starts the server; `Default` is what `ok`
 * reads a body as when the test does not say.
 */
export const restHarness = <Default = unknown>(harness: () => ServerHarness, options: RestHarnessOptions = {}) => {
  /** As `user` with a fresh token, in English unless `headers` say otherwise. */
  const call = async (
    user: string,
    method: RestMethod,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    harness().app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${await harness().tokenFor(user)}`,
        'accept-language': 'en-US',
        ...options.headersFor?.(user),
        ...headers,
      },
      ...(payload ? { payload } : {}),
    });

  /** The body of a 200 answer; any other status fails the test and shows the body. */
  const ok = async <T = Default>(response: Promise<LightMyRequestResponse>): Promise<T> => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  };

  /** Status, code, message and details of an answer that is expected to be a refusal. */
  const refused = async (response: Promise<LightMyRequestResponse>): Promise<Refusal> => {
    const r = await response;
    const { error } = r.json<{ error?: Omit<Refusal, 'status'> }>();
    return { status: r.statusCode, code: error?.code, message: error?.message, details: error?.details };
  };

  return { call, ok, refused };
};

const DEMO_TREE = {
  group: 'Bright Minds Group',
  east: 'East Area',
  sunrise: 'Sunrise Centre',
  harbour: 'Harbour Centre',
} as const;

/** The ids of the seeded tree the contract tests work in: the group, its area and the area's two centres. */
export const demoTreeIds = async (db: Database): Promise<Record<keyof typeof DEMO_TREE, string>> => {
  const all = await db.privileged((tx) => tx.select({ id: tenants.id, name: tenants.name }).from(tenants));
  const idOf = (name: string) => {
    const found = all.find((t) => t.name === name);
    if (!found) throw new Error(`no demo tenant ${name}`);
    return found.id;
  };
  return {
    group: idOf(DEMO_TREE.group),
    east: idOf(DEMO_TREE.east),
    sunrise: idOf(DEMO_TREE.sunrise),
    harbour: idOf(DEMO_TREE.harbour),
  };
};
