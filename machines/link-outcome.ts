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

/** The culture a link carries (en, zh-Hans) as the console's language (spec 000 §4). */
export const languageOfLinkCulture = (culture: string | null | undefined): 'en-US' | 'zh-CN' | null => {
  if (!culture) return null;
  const lower = culture.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en-US';
  if (lower === 'zh-hans' || lower.startsWith('zh')) return 'zh-CN';
  return null;
};
