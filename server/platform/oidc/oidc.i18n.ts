import { DEFAULT_LANGUAGE, type Language } from './oidc.constants';

export const messages = {
  'zh-CN': {
    signInTitle: '登录',
    signInLead: '登录以继续使用 Atrium',
    login: '用户名、邮箱或手机号',
    countryCode: '手机号国家/地区区号',
    phoneHint: '输入纯数字手机号时使用所选区号。',
    password: '密码',
    submit: '登录',
    wrongCredentials: '用户名或密码错误。',
    missingCredentials: '请输入用户名和密码。',
    rateLimited: '尝试次数过多，请 {seconds} 秒后再试。',
    rateLimitedMinutes: '尝试次数过多，请 {minutes} 分钟后再试。',
    interactionExpired: '登录会话已过期或无效，请返回应用重新登录。',
    backToApp: '返回应用',
    otherLanguage: 'English',
    signOutTitle: '退出登录',
    signingOut: '正在退出登录……',
    signOut: '退出登录',
    signedOut: '您已退出登录。',
    errorTitle: '出错了',
  },
  'en-US': {
    signInTitle: 'Sign in',
    signInLead: 'Sign in to continue to Atrium',
    login: 'User name, e-mail or phone number',
    countryCode: 'Phone country code',
    phoneHint: 'The country code is used when you enter a phone number (digits only).',
    password: 'Password',
    submit: 'Sign in',
    wrongCredentials: 'Wrong user name or password.',
    missingCredentials: 'Enter your user name and password.',
    rateLimited: 'Too many sign-in attempts. Wait {seconds} s and try again.',
    rateLimitedMinutes: 'Too many sign-in attempts. Try again in {minutes} minutes.',
    interactionExpired: 'This sign-in has expired or is not valid. Go back to the application and sign in again.',
    backToApp: 'Back to the application',
    otherLanguage: '中文',
    signOutTitle: 'Sign out',
    signingOut: 'Signing you out…',
    signOut: 'Sign out',
    signedOut: 'You have signed out.',
    errorTitle: 'Something went wrong',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type Messages = (typeof messages)[Language];

/** zh, zh-CN, zh-Hans, zh-Hans-CN… → zh-CN; en, en-GB… → en-US; anything else → undefined. */
export const toLanguage = (tag: string | undefined | null): Language | undefined => {
  const lower = tag?.trim().toLowerCase();
  if (!lower) return undefined;
  if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) return 'zh-CN';
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en-US';
  return undefined;
};

/** The first language we speak in an Accept-Language header, by quality. */
const fromAcceptLanguage = (header: string | undefined): Language | undefined => {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag, q } of ranked) {
    const language = q > 0 ? toLanguage(tag) : undefined;
    if (language) return language;
  }
  return undefined;
};

export type LanguageSources = {
  /** An explicit choice just made (the page's language link, or the form's hidden field). */
  chosen?: string | undefined;
  /** The authorization request's ui_locales: space-separated, in order of preference. */
  uiLocales?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
};

export const pickLanguage = (sources: LanguageSources): Language =>
  toLanguage(sources.chosen) ??
  sources.uiLocales?.split(' ').map(toLanguage).find(Boolean) ??
  toLanguage(sources.cookie) ??
  fromAcceptLanguage(sources.acceptLanguage) ??
  DEFAULT_LANGUAGE;
