import { describe, expect, it, vi } from 'vitest';
import { RestError, type RestClient, type RestRequest } from '../rest-client';
import { createRestHubAuthenticator } from './authenticate';

const restAnswering = (
  answer: (request: RestRequest) => unknown,
): Pick<RestClient, 'call'> & { calls: RestRequest[] } => {
  const calls: RestRequest[] = [];
  return {
    calls,
    call: async <T>(request: RestRequest) => {
      calls.push(request);
      return answer(request) as T;
    },
  };
};

describe('hub authentication through REST', () => {
  it('takes the user, tenant and permissions from REST’s caller, forwarding token and tenant', async () => {
    const rest = restAnswering(() => ({ userId: 'u1', tenantId: 't1', grantedPermissions: ['Menu.User.Subject'] }));
    await expect(createRestHubAuthenticator(rest)('jwt', 't1')).resolves.toEqual({
      userId: 'u1',
      tenantId: 't1',
      permissions: new Set(['Menu.User.Subject']),
    });
    expect(rest.calls.map((c) => [c.method, c.path, c.caller])).toEqual([
      ['GET', '/api/platform/caller', { authorization: 'Bearer jwt', tenant: 't1' }],
    ]);
  });

  it('gives a user without a current tenant the tenant null', async () => {
    const rest = restAnswering(() => ({ userId: 'u1', tenantId: null, grantedPermissions: [] }));
    await expect(createRestHubAuthenticator(rest)('jwt', undefined)).resolves.toEqual({
      userId: 'u1',
      tenantId: null,
      permissions: new Set(),
    });
  });

  it('refuses when REST refuses (bad token, foreign tenant), and lets other failures through', async () => {
    const refusing = restAnswering(() => {
      throw new RestError(403, { error: { code: 'Forbidden' } });
    });
    await expect(createRestHubAuthenticator(refusing)('jwt', 't2')).resolves.toBeNull();
    const broken = restAnswering(() => {
      throw new Error('connection refused');
    });
    await expect(createRestHubAuthenticator(broken)('jwt', 't1')).rejects.toThrow('connection refused');
  });

  it('asks REST once for a negotiate and its upgrade, and again once the reuse time is over', async () => {
    const rest = restAnswering(() => ({ userId: 'u1', tenantId: 't1', grantedPermissions: [] }));
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const authenticate = createRestHubAuthenticator(rest, { reuseMs: 3000 });
    await authenticate('jwt', 't1');
    await authenticate('jwt', 't1');
    expect(rest.calls).toHaveLength(1);
    // Another tenant or another token is another question.
    await authenticate('jwt', 't2');
    await authenticate('other', 't1');
    expect(rest.calls).toHaveLength(3);
    now += 3000;
    await authenticate('jwt', 't1');
    expect(rest.calls).toHaveLength(4);
    vi.restoreAllMocks();
  });

  it('keeps no refusal: a token REST refused once is asked about again', async () => {
    let refuse = true;
    const rest = restAnswering(() => {
      if (refuse) throw new RestError(401, { error: { code: 'Unauthorized' } });
      return { userId: 'u1', tenantId: null, grantedPermissions: [] };
    });
    const authenticate = createRestHubAuthenticator(rest, { reuseMs: 60_000 });
    await expect(authenticate('jwt', undefined)).resolves.toBeNull();
    refuse = false;
    await expect(authenticate('jwt', undefined)).resolves.toMatchObject({ userId: 'u1' });
  });
});
