import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE, AccessTokenError, createAccessTokenVerifier } from './access-token';

const ISSUER = 'http://localhost:8080';

describe('access-token verifier (local keys)', () => {
  let sign: (
    claims: Record<string, unknown>,
    opts?: { exp?: string | number; aud?: string; iss?: string },
  ) => Promise<string>;
  let jwks: JSONWebKeySet;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
    sign = (claims, opts = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
        .setIssuer(opts.iss ?? ISSUER)
        .setAudience(opts.aud ?? ACCESS_TOKEN_AUDIENCE)
        .setSubject('7f0e2d8e-8d7a-4f53-9a8c-0d8f0a1b2c3d')
        .setIssuedAt()
        .setExpirationTime(opts.exp ?? '5m')
        .sign(privateKey);
  });

  const verifier = () =>
    createAccessTokenVerifier({ issuer: ISSUER, audience: ACCESS_TOKEN_AUDIENCE, jwks: async () => jwks });

  it('accepts a valid token and reads user, scopes and client', async () => {
    const token = await sign({ scope: 'openid business rocket', client_id: 'atrium-console' });
    await expect(verifier().verify(token)).resolves.toEqual({
      userId: '7f0e2d8e-8d7a-4f53-9a8c-0d8f0a1b2c3d',
      scopes: ['openid', 'business', 'rocket'],
      clientId: 'atrium-console',
    });
  });

  it('refuses missing, expired, foreign-audience and foreign-issuer tokens with AccessTokenError', async () => {
    await expect(verifier().verify(undefined)).rejects.toMatchObject({ name: 'AccessTokenError', code: 'missing' });
    await expect(verifier().verify(await sign({}, { exp: Math.floor(Date.now() / 1000) - 120 }))).rejects.toMatchObject(
      { code: 'expired' },
    );
    await expect(verifier().verify(await sign({}, { aud: 'someone-else' }))).rejects.toMatchObject({ code: 'invalid' });
    await expect(verifier().verify(await sign({}, { iss: 'http://evil.example' }))).rejects.toMatchObject({
      code: 'invalid',
    });
    await expect(verifier().verify('not.a.jwt')).rejects.toBeInstanceOf(AccessTokenError);
  });

  describe('verified tokens kept between requests', () => {
    afterEach(() => vi.useRealTimers());

    /** A verifier that counts how often it needs the keys, i.e. checks a signature. */
    const counting = (options: { verifiedCache?: { maxEntries?: number; maxAgeMs?: number } } = {}) => {
      const keyReads = { count: 0 };
      const grant = { alive: true };
      const verifier = createAccessTokenVerifier({
        issuer: ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        jwks: async () => {
          keyReads.count++;
          return jwks;
        },
        grantAlive: async () => grant.alive,
        ...options,
      });
      return { verifier, keyReads, grant };
    };

    it('checks the signature of a token once, not on every request', async () => {
      const { verifier, keyReads } = counting();
      const token = await sign({ scope: 'openid business' });
      const first = await verifier.verify(token);
      first.scopes.push('changed by a caller');
      expect(await verifier.verify(token)).toEqual({
        userId: '7f0e2d8e-8d7a-4f53-9a8c-0d8f0a1b2c3d',
        scopes: ['openid', 'business'],
      });
      expect(keyReads.count).toBe(1);
      // Another token, even of the same user, is checked on its own.
      await verifier.verify(await sign({ scope: 'openid' }));
      expect(keyReads.count).toBe(2);
    });

    it('does not keep a token past its exp', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { verifier } = counting();
      const token = await sign({}, { exp: Math.floor(Date.now() / 1000) + 2 });
      await expect(verifier.verify(token)).resolves.toMatchObject({ userId: expect.any(String) });
      vi.setSystemTime(Date.now() + 2_000);
      await expect(verifier.verify(token)).rejects.toMatchObject({ name: 'AccessTokenError', code: 'expired' });
    });

    it('checks the signature again after maxAgeMs, and keeps at most maxEntries tokens', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { verifier, keyReads } = counting({ verifiedCache: { maxEntries: 2, maxAgeMs: 1_000 } });
      const [a, b, c] = await Promise.all([sign({ jti: 'a' }), sign({ jti: 'b' }), sign({ jti: 'c' })]);
      await verifier.verify(a);
      vi.setSystemTime(Date.now() + 1_000);
      await verifier.verify(a);
      expect(keyReads.count).toBe(2);
      await verifier.verify(b);
      await verifier.verify(a); // a is the most recently used now: c pushes b out
      await verifier.verify(c);
      expect(keyReads.count).toBe(4);
      await verifier.verify(a);
      expect(keyReads.count).toBe(4);
      await verifier.verify(b);
      expect(keyReads.count).toBe(5);
    });

    it("asks on every request whether a kept token's grant still lives (sign-out, revocation)", async () => {
      const { verifier, grant } = counting();
      const token = await sign({ grant_id: 'g1', sid: 's1' });
      await expect(verifier.verify(token)).resolves.toMatchObject({ grantId: 'g1', sid: 's1' });
      grant.alive = false;
      await expect(verifier.verify(token)).rejects.toMatchObject({ name: 'AccessTokenError', code: 'revoked' });
      grant.alive = true;
      await expect(verifier.verify(token)).resolves.toMatchObject({ grantId: 'g1' });
    });

    it('does not keep a refused token: a token refused once is refused again', async () => {
      const { verifier, keyReads } = counting();
      const foreign = await sign({}, { aud: 'someone-else' });
      await expect(verifier.verify(foreign)).rejects.toMatchObject({ code: 'invalid' });
      await expect(verifier.verify(foreign)).rejects.toMatchObject({ code: 'invalid' });
      expect(keyReads.count).toBe(2);
    });
  });
});
