// Where a failed link call leads (spec 000 §4 "Account activation page states", §8 "Activation
// errors"). Shared by the activation and e-mail update machines, which name the same codes.

export const LINK_ERROR_CODES = {
  invalidLink: 'ErrorActiveLink',
  alreadyInRole: 'Identity.UserAlreadyInRole',
  businessAlreadyActive: 'Business:UserAlreadyActive',
} as const;

/** A refusal as the machines read it: the server's code and its message, in the user's language. */
export type LinkFailure = { code: string | null; message: string };

export const asLinkFailure = (error: unknown): LinkFailure => {
  if (typeof error === 'object' && error !== null) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : null;
    const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
    return { code, message };
  }
  return { code: null, message: String(error) };
};

/** The refusal a failed call's event carries, as the machines keep it. */
export const linkFailureOf = (event: unknown): LinkFailure => asLinkFailure((event as { error?: unknown }).error);

/** The link's error code, from a failed call's event (the machines' guards read it). */
export const linkErrorCodeOf = (event: unknown): string | null => linkFailureOf(event).code;

/**
 * A link page's first two states: with no token it goes to errorLink; with one, the token check
 * ('checkToken', guarded by 'hasToken') runs, and `check` says what it is given and where it leads.
 */
export const tokenCheckStates = <const Check extends object>(check: Check) =>
  ({
    // No token in the address: nothing to check, the link is not one of ours.
    idle: { always: [{ guard: 'hasToken', target: 'checking' }, { target: 'errorLink' }] },
    // Not one of the spec's states: the token check in flight (the page shows "loading").
    checking: { invoke: { src: 'checkToken', ...check } },
  }) as const;

/** The culture a link carries (en, zh-Hans) as the console's language (spec 000 §4). */
export const languageOfLinkCulture = (culture: string | null | undefined): 'en-US' | 'zh-CN' | null => {
  if (!culture) return null;
  const lower = culture.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en-US';
  if (lower === 'zh-hans' || lower.startsWith('zh')) return 'zh-CN';
  return null;
};
