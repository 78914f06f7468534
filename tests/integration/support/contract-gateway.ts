import { DateTime } from 'luxon';
import { afterAll, beforeAll, expect } from 'vitest';
import { centreDay } from '../../../server/platform/time';
import { loadUnlockKey, signUnlockToken } from '../../../server/modules/contracts/lock/contract-unlock-token.service';
import { tenantContracts } from '../../../server/platform/db/schema/index';
import type { Engine } from '../../../server/platform/db/testing';
import { tenantIdOf } from '../../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness, type GraphqlAnswer } from './gateway-harness';

/**
 * The gateway for one contract line's tests, started in beforeAll and closed in afterAll: the
 * demo's contracts are set aside (the tests build the tree's contracts themselves) and the
 * administrator sends the line's unlock token. Read `h`, `today`, `group` and `east` inside tests.
 */
export const contractGatewaySuite = (engine: Engine, line: 'hfs' | 'vrat') => {
  let harness: GatewayHarness | undefined;
  const seen = { today: '', group: '', east: '' };
  let adminHeaders: Record<string, string> = {};

  beforeAll(async () => {
    const h = await startGatewayHarness(engine);
    harness = h;
    seen.today = centreDay(h.config.timeZone);
    seen.group = await tenantIdOf(h.db, 'Bright Minds Group');
    seen.east = await tenantIdOf(h.db, 'East Area');
    await h.db.privileged((tx) => tx.update(tenantContracts).set({ deletedAt: new Date() }));
    const token = await signUnlockToken(await loadUnlockKey(h.db), { userId: await h.userId('admin'), line });
    adminHeaders = { authenticate: token };
  });
  afterAll(() => harness?.close());

  const h = (): GatewayHarness => {
    if (!harness) throw new Error('the gateway starts in beforeAll');
    return harness;
  };
  /** As `user`, in English unless told; the administrator with the line's unlock token. */
  const as = (user: string, query: string, variables: unknown = {}, language = 'en-US') =>
    h().graphql(user, query, variables, { language, headers: user === 'admin' ? adminHeaders : {} });
  /** The answer's `field`, failing the test on any error. */
  const data = async <T>(answer: Promise<GraphqlAnswer>, field: string) => {
    const result = await answer;
    expect(result.errors).toBeUndefined();
    return result.data?.[field] as T;
  };
  return {
    get h() {
      return h();
    },
    get today() {
      return seen.today;
    },
    get group() {
      return seen.group;
    },
    get east() {
      return seen.east;
    },
    /** The centre day `days` from today. */
    day: (days: number) => DateTime.fromISO(seen.today).plus({ days }).toISODate()!,
    as,
    data,
  };
};
