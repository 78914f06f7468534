import { createHash, randomBytes } from 'node:crypto';
import { CALLBACK_PATH, CONSOLE_CLIENT_ID, CONSOLE_SCOPE } from './oidc.constants';

/** Just enough of a browser's cookie store: name, value and path, no expiry bookkeeping. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((s) => s.trim());
      const [name = '', ...value] = pair.split('=');
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now());
      const key = `${name}|${path}`;
      if (expired || value.join('=') === '') this.cookies.delete(key);
      else this.cookies.set(key, { value: value.join('='), path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([key, c]) => `${key.split('|')[0]}=${c.value}`)
      .join('; ');
  }
}

export type ConsoleTokens = { access_token: string; id_token: string; refresh_token?: string; scope: string };

/**
 * The console's side of the provider as a browser drives it, over real HTTP against `base` (the
 * issuer): authorization with PKCE, the sign-in form, the code exchange, refresh and sign-out.
 * `headers` go with every request (a test's X-Forwarded-For, say).
 */
export const oidcBrowser = (base: string) => {
  const request = async (jar: CookieJar, path: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(path, base);
    const headers = new Headers(init.headers);
    const cookie = jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(response);
    return response;
  };

  /** Follows redirects on the provider's origin until a page, or until the SPA's /callback. */
  const follow = async (
    jar: CookieJar,
    path: string,
    init: RequestInit = {},
  ): Promise<{ response: Response; url: URL }> => {
    let url = new URL(path, base);
    let response = await request(jar, url.href, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      url = new URL(response.headers.get('location')!, url);
      if (url.pathname === CALLBACK_PATH || url.pathname === '/signed-out') break;
      response = await request(jar, url.href);
    }
    return { response, url };
  };

  const startAuthorization = async (jar: CookieJar, extra: Record<string, string> = {}) => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const state = randomBytes(8).toString('hex');
    const params = new URLSearchParams({
      client_id: CONSOLE_CLIENT_ID,
      redirect_uri: `${base}${CALLBACK_PATH}`,
      response_type: 'code',
      scope: CONSOLE_SCOPE,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
      nonce: randomBytes(8).toString('hex'),
      ...extra,
    });
    const { response, url } = await follow(jar, `/oidc/auth?${params}`);
    return { response, url, verifier, state };
  };

  const submitLogin = (jar: CookieJar, pageUrl: URL, fields: Record<string, string>, headers: HeadersInit = {}) =>
    follow(jar, `${pageUrl.pathname}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  /** The code exchange; undefined unless the provider answers 200. */
  const exchangeCode = async (callback: URL, verifier: string): Promise<ConsoleTokens | undefined> => {
    const code = callback.searchParams.get('code');
    if (!code) return undefined;
    const response = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${base}${CALLBACK_PATH}`,
        client_id: CONSOLE_CLIENT_ID,
        code_verifier: verifier,
      }),
    });
    return response.status === 200 ? ((await response.json()) as ConsoleTokens) : undefined;
  };

  const refresh = (refreshToken: string) =>
    fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: CONSOLE_CLIENT_ID,
      }),
    });

  const revoke = (token: string) =>
    fetch(`${base}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, client_id: CONSOLE_CLIENT_ID }),
    });

  /** The whole sign-in: authorization request, the login form, the code exchange. */
  const signIn = async (fields: Record<string, string>, jar = new CookieJar()) => {
    const { url: pageUrl, verifier, state } = await startAuthorization(jar);
    const { url: callback } = await submitLogin(jar, pageUrl, fields);
    if (callback.pathname !== CALLBACK_PATH || callback.searchParams.get('state') !== state)
      throw new Error(`sign-in did not reach the callback: ${callback.href}`);
    const tokens = await exchangeCode(callback, verifier);
    if (!tokens) throw new Error('the code exchange failed');
    return { jar, tokens };
  };

  /** The sign-out page's form, as its script submits it (logout=yes); resolves to where it lands. */
  const signOut = async (jar: CookieJar, idToken: string) => {
    const params = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${base}/signed-out`,
      client_id: CONSOLE_CLIENT_ID,
    });
    const page = await (await request(jar, `/oidc/session/end?${params}`)).text();
    const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error('no sign-out form');
    const fields = new URLSearchParams(
      [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    return follow(jar, action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
  };

  return { request, follow, startAuthorization, submitLogin, exchangeCode, refresh, revoke, signIn, signOut };
};
