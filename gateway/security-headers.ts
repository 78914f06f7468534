/**
 * A strict Content-Security-Policy for the console's pages: nothing inline, nothing from
 * elsewhere. Blueprint and React set styles through the CSSOM, which CSP does not restrict.
 */
export const contentSecurityPolicy = (publicUrl: string, oidcIssuer: string): string => {
  const origin = new URL(publicUrl);
  const socket = `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}`;
  const issuer = new URL(oidcIssuer).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${socket}${issuer === origin.origin ? '' : ` ${issuer}`}`,
    // blob: lets the CV preview show a file it fetched with the bearer token.
    `frame-src 'self' blob:${issuer === origin.origin ? '' : ` ${issuer}`}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
};

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
} as const;

/** Browsers keep to https for a year once they have seen it (REST sends the same on /api). */
export const HSTS = 'max-age=31536000; includeSubDomains';
