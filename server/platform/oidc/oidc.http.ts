import type { Config } from '../config';
import { API_RESOURCE_PATH, OIDC_PREFIX } from './oidc.constants';
import { ASSETS_PREFIX } from './oidc.views';

// The HTTP side of the sign-in pages: which paths the provider answers itself, the API resource,
// the pages' security headers and their cookies.

const DISCOVERY_PATH = '/.well-known/openid-configuration';
export const INTERACTION_PREFIX = `${OIDC_PREFIX}/interaction/`;

/** The provider's own routes: everything under /oidc/ except what this plugin renders itself. */
export const isProviderPath = (url: string): boolean => {
  const path = url.split('?', 1)[0] ?? '';
  if (path === DISCOVERY_PATH) return true;
  if (!path.startsWith(`${OIDC_PREFIX}/`)) return false;
  return !path.startsWith(INTERACTION_PREFIX) && !path.startsWith(`${ASSETS_PREFIX}/`);
};

export const apiResourceOf = (config: Pick<Config, 'publicUrl'>): string => `${config.publicUrl}${API_RESOURCE_PATH}`;

/**
 * Pages may load only from this origin and post forms only to it, plus the origins the client
 * is sent back to: Chrome applies form-action to the redirects that follow a form post too.
 */
export const contentSecurityPolicy = (config: Pick<Config, 'publicUrl'>, clientOrigins: string[]): string => {
  const origin = new URL(config.publicUrl).origin;
  const formTargets = [...new Set(clientOrigins.filter((o) => o !== origin))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    ["form-action 'self'", ...formTargets].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
};

export const securityHeaders = (csp: string): Record<string, string> => ({
  'content-security-policy': csp,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
});

export const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
};
