import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestError, type RestClient, type RestRequest } from '../rest-client';
import { CALLER_PATH, createCallerLookup } from './caller-lookup';

const token = (claims: Record<string, unknown>) =>
  `Bearer ${['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.')}.`;

const restAnswering = (answer: (request: RestRequest) => unknown) => {
  const calls: RestRequest[] = [];
  const rest: Pick<RestClient, 'call'> = {
    call: async <T>(request: RestRequest) => {
      calls.push(request);
      await Promise.resolve();
      return answer(request) as T;
    },
  };
  return { rest, calls };
};

const caller = { userId: 'u1', tenantId: 't1', grantedPermissions: ['Menu.User.Subject'] };

afterEach(() => vi.restoreAllMocks());

describe('REST’s answer about a token, shared by the real-time connections of a process', () => {
  it('asks REST once for a thousand connections of one token and tenant, forwarding token, tenant and language', async () => {
    const { rest, calls } = restAnswering(() => caller);
    const lookup = createCallerLookup(rest);
    const authorization = token({ sub: 'u1', grant_id: 'g1' });
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () => lookup.get({ authorization, tenant: 't1', acceptLanguage: 'en' })),
    );
    expect(answers.every((answer) => answer === answers[0])).toBe(true);
    expect(calls.map((c) => [c.method, c.path, c.caller])).toEqual([
      ['GET', CALLER_PATH, { authorization, tenant: 't1', acceptLanguage: 'en' }],
    ]);
    // Another tenant, or another token, is another question.
    await lookup.get({ authorization, tenant: 't2' });
    await lookup.get({ authorization: token({ sub: 'u1', grant_id: 'g2' }), tenant: 't1' });
    expect(calls).toHaveLength(3);
  });

  it('asks again once the reuse time is over, and keeps no refusal', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    let refuse = true;
    const { rest, calls } = restAnswering(() => {
      if (refuse) throw new RestError(401, { error: { code: 'Unauthorized' } });
      return caller;
    });
    const lookup = createCallerLookup(rest, { reuseMs: 3000 });
    const authorization = token({ sub: 'u1', grant_id: 'g1' });
    await expect(lookup.get({ authorization, tenant: 't1' })).rejects.toBeInstanceOf(RestError);
    refuse = false;
    await lookup.get({ authorization, tenant: 't1' });
    await lookup.get({ authorization, tenant: 't1' });
    expect(calls).toHaveLength(2);
    now += 3000;
    await lookup.get({ authorization, tenant: 't1' });
    expect(calls).toHaveLength(3);
  });

  it('refuses the tokens of a grant it heard end, without asking REST, until REST’s own cache is past', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { rest, calls } = restAnswering(() => caller);
    const lookup = createCallerLookup(rest, { reuseMs: 3000, endedGrantMs: 10_000 });
    const ended = token({ sub: 'u1', grant_id: 'g1' });
    const other = token({ sub: 'u1', grant_id: 'g2' });
    await lookup.get({ authorization: ended, tenant: 't1' });
    await lookup.get({ authorization: other, tenant: 't1' });
    lookup.sessionEnded('g1');
    await expect(lookup.get({ authorization: ended, tenant: 't1' })).rejects.toMatchObject({ status: 401 });
    await lookup.get({ authorization: other, tenant: 't1' });
    expect(calls).toHaveLength(2);
    // By then REST refuses the grant itself (it is gone from the provider's table): REST decides.
    now += 10_000;
    await lookup.get({ authorization: ended, tenant: 't1' });
    expect(calls).toHaveLength(3);
  });

  it('asks REST again about a user whose membership was frozen', async () => {
    const { rest, calls } = restAnswering(() => caller);
    const lookup = createCallerLookup(rest);
    const frozen = token({ sub: 'u1', grant_id: 'g1' });
    const colleague = token({ sub: 'u2', grant_id: 'g3' });
    await lookup.get({ authorization: frozen, tenant: 't1' });
    await lookup.get({ authorization: colleague, tenant: 't1' });
    lookup.membershipFrozen('u1');
    await lookup.get({ authorization: frozen, tenant: 't1' });
    await lookup.get({ authorization: colleague, tenant: 't1' });
    expect(calls.map((c) => c.caller.authorization)).toEqual([frozen, colleague, frozen]);
  });

  it('does not reuse an answer past the token’s own expiry: REST is asked, and refuses it', async () => {
    let now = 1_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { rest, calls } = restAnswering(() => caller);
    const lookup = createCallerLookup(rest, { reuseMs: 3000 });
    const authorization = token({ sub: 'u1', grant_id: 'g1', exp: now / 1000 + 1 });
    await lookup.get({ authorization, tenant: 't1' });
    now += 1000;
    await lookup.get({ authorization, tenant: 't1' });
    expect(calls).toHaveLength(2);
  });
});
