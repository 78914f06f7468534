/** A JWT's claims, read without verifying: only to act on a token REST has accepted (or will judge). */
const tokenClaims = (authorization: string | undefined): { exp?: unknown } => {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (!payload) return {};
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
  } catch {
    return {};
  }
};

/** Seconds since the epoch at which a JWT runs out. */
export const tokenExpiry = (authorization: string | undefined): number | null => {
  const { exp } = tokenClaims(authorization);
  return typeof exp === 'number' ? exp : null;
};
