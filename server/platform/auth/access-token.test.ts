import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
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
});
