import type { RestClient } from '../rest-client';

/**
 * The gateway's own access token (client credentials at the OpenID provider), fetched on demand
 * and reused until a minute before it runs out.
 */
export type ServiceToken = { get(): Promise<string>; invalidate(): void };

export const createServiceToken = (
  rest: RestClient,
  client: { id: string; secret: string },
  tokenPath = '/oidc/token',
  now: () => number = Date.now,
): ServiceToken => {
  let current: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const basic = `Basic ${Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`).toString('base64')}`;
  const fetchToken = async () => {
    const answer = await rest.postForm<{ access_token: string; expires_in: number }>(
      tokenPath,
      { grant_type: 'client_credentials', scope: 'realtime' },
      { authorization: basic },
    );
    current = { token: answer.access_token, renewAt: now() + Math.max(0, answer.expires_in - 60) * 1000 };
    return answer.access_token;
  };
  return {
    async get() {
      if (current && now() < current.renewAt) return current.token;
      pending ??= fetchToken().finally(() => (pending = undefined));
      return pending;
    },
    invalidate() {
      current = undefined;
    },
  };
};
