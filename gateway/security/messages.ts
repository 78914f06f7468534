import type { LimitName } from './violation';

/**
 * The gateway's own refusals in both interface languages. Everything else it says comes from
 * REST, already translated; these are decided before REST is asked, so they are worded here.
 */
type Language = 'zh-CN' | 'en-US';

/** The caller's language as REST picks it: the first Accept-Language entry we speak, else Chinese. */
export const languageOf = (acceptLanguage: string | undefined): Language => {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('en')) return 'en-US';
    if (tag.startsWith('zh')) return 'zh-CN';
  }
  return 'zh-CN';
};

type Counts = { max: number; found: number };

const TOO_COMPLEX: Record<Language, Record<LimitName, (counts: Counts) => string>> = {
  'en-US': {
    tokens: ({ max }) => `This GraphQL request is too long (more than ${max} tokens). Ask for less in one request.`,
    depth: ({ max }) => `This GraphQL request nests too deeply (at most ${max} levels).`,
    aliases: ({ max, found }) => `This GraphQL request uses too many aliases (${found}; at most ${max}).`,
    directives: ({ max, found }) => `This GraphQL request uses too many directives (${found}; at most ${max}).`,
    cost: ({ max, found }) =>
      `This GraphQL request asks for too much at once (about ${found} fields; at most ${max}). Ask for smaller pages or fewer fields.`,
    mutations: ({ max, found }) =>
      `This GraphQL request makes too many changes at once (${found}; at most ${max} per request).`,
  },
  'zh-CN': {
    tokens: ({ max }) => `此 GraphQL 请求过长（超过 ${max} 个词法单元），请减少单次请求的内容。`,
    depth: ({ max }) => `此 GraphQL 请求嵌套过深（最多 ${max} 层）。`,
    aliases: ({ max, found }) => `此 GraphQL 请求使用的别名过多（${found} 个，最多 ${max} 个）。`,
    directives: ({ max, found }) => `此 GraphQL 请求使用的指令过多（${found} 个，最多 ${max} 个）。`,
    cost: ({ max, found }) =>
      `此 GraphQL 请求一次查询的数据过多（约 ${found} 个字段，最多 ${max} 个），请减小每页条数或减少字段。`,
    mutations: ({ max, found }) => `此 GraphQL 请求一次修改的内容过多（${found} 项，每次最多 ${max} 项）。`,
  },
};

const RATE_LIMITED: Record<Language, (seconds: number) => string> = {
  'en-US': (seconds) => `Too many requests. Please wait ${seconds} seconds and try again.`,
  'zh-CN': (seconds) => `请求过于频繁，请等待 ${seconds} 秒后再试。`,
};

export const tooComplexMessage = (acceptLanguage: string | undefined, limit: LimitName, counts: Counts): string =>
  TOO_COMPLEX[languageOf(acceptLanguage)][limit](counts);

export const rateLimitedMessage = (acceptLanguage: string | undefined, seconds: number): string =>
  RATE_LIMITED[languageOf(acceptLanguage)](seconds);
