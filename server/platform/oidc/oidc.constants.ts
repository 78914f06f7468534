/**
 * What the SPA, the gateway and the provider must agree on. No server imports here, so the
 * browser bundle can import this module too.
 */

/** The console SPA: a public client (no secret), authorization code with PKCE. */
export const CONSOLE_CLIENT_ID = 'atrium-console';

/** The gateway as a confidential client (client credentials): it reads the event feed. */
export const GATEWAY_CLIENT_ID = 'atrium-gateway';

/** Paths on the public origin (config.publicUrl); the provider registers origin + path. */
export const CALLBACK_PATH = '/callback';
export const POST_LOGOUT_PATHS = ['/', '/signed-out'] as const;

/** Scopes the resource server (REST, GraphQL, real time) understands; spec 000 §2 "Sign-in". */
export const API_SCOPES = ['business', 'classroom', 'rocket', 'user-service', 'realtime'] as const;
export const OIDC_SCOPES = ['openid', 'profile', 'email', 'phone', 'offline_access'] as const;
/** The scope string the SPA asks for. */
export const CONSOLE_SCOPE = [...OIDC_SCOPES, ...API_SCOPES].join(' ');

/** Path of the resource indicator of Atrium's APIs on the public origin. */
export const API_RESOURCE_PATH = '/api';

/** Everything the provider serves lives under this prefix, except discovery. */
export const OIDC_PREFIX = '/oidc';

/** Spec 000 §1: the phone prefixes offered, China first (the default). */
export const PHONE_PREFIXES = [
  { code: '86', country: { 'zh-CN': '中国', 'en-US': 'China' } },
  { code: '972', country: { 'zh-CN': '以色列', 'en-US': 'Israel' } },
  { code: '52', country: { 'zh-CN': '墨西哥', 'en-US': 'Mexico' } },
  { code: '1', country: { 'zh-CN': '美国/加拿大', 'en-US': 'US/Canada' } },
  { code: '34', country: { 'zh-CN': '西班牙', 'en-US': 'Spain' } },
  { code: '506', country: { 'zh-CN': '哥斯达黎加', 'en-US': 'Costa Rica' } },
  { code: '886', country: { 'zh-CN': '中国台湾', 'en-US': 'Taiwan' } },
  { code: '852', country: { 'zh-CN': '中国香港', 'en-US': 'Hong Kong' } },
] as const;

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
/** Set by the language link of the sign-in page; readable by the SPA so both agree. */
export const LANGUAGE_COOKIE = 'atrium.lang';
