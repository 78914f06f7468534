import type { Translate } from './i18n';

/**
 * The error shape every REST failure answers with (spec 000 §8, ABP's RemoteServiceErrorInfo):
 * {"error":{"code","message","details","validationErrors"}}.
 */
export type ValidationErrorInfo = { message: string; members: string[] };
export type ErrorBody = {
  error: { code: string; message: string; details: string | null; validationErrors: ValidationErrorInfo[] | null };
};

// The 403 codes the console reacts to by signing the user out (spec 000 §8).
export const BUSINESS_CODES = {
  centerStateInvalid: 'Business:CenterStateInvalid',
  userInTenantRoleFrozen: 'Business:UserInTenantRoleFrozen',
  userHasNoAvailableTenant: 'Business:UserHasNoAvailableTenant',
} as const;

type Extra = (t: Translate) => { details?: string | null; validationErrors?: ValidationErrorInfo[] | null };

/**
 * A failure the client should hear about, with its HTTP status. The message is a key of the
 * server's `errors` catalogue, rendered in the caller's language when the response is written.
 * Anything thrown that is not an AppError answers 500 without its text.
 */
/**
 * A message's parameters. A list of names is joined in the reader's language by the catalogue's
 * `{{names, list}}` (i18next's Intl.ListFormat: "A and B" / "A和B"), not by the code.
 */
export type ErrorParams = Record<string, string | number | readonly string[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: ErrorParams = {},
    private readonly extra?: Extra,
  ) {
    super(`${code}: ${messageKey} ${JSON.stringify(params)}`);
    this.name = 'AppError';
  }

  toBody(t: Translate): ErrorBody {
    const extra = this.extra?.(t) ?? {};
    return {
      error: {
        code: this.code,
        message: t(this.messageKey, translateParams(t, this.params)),
        details: extra.details ?? null,
        validationErrors: extra.validationErrors ?? null,
      },
    };
  }
}

// A parameter written '@key' is itself a catalogue key ('@things.subject' reads "child" / "儿童").
const translateParams = (t: Translate, params: ErrorParams) =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && value.startsWith('@') ? t(value.slice(1)) : value,
    ]),
  );

export const notFound = (what: 'tenant' | 'user' | 'subject' | 'route' | 'notification') =>
  new AppError(404, 'NotFound', 'errors.not-found', { what: `@things.${what}` });
export const forbidden = (messageKey = 'errors.forbidden', code = 'Forbidden') => new AppError(403, code, messageKey);
export const unauthorized = (messageKey = 'errors.unauthorized') => new AppError(401, 'Unauthorized', messageKey);
export const conflict = (code: string, messageKey: string, params: ErrorParams = {}) =>
  new AppError(409, code, messageKey, params);
export const badRequest = (code: string, messageKey: string, params: ErrorParams = {}) =>
  new AppError(400, code, messageKey, params);
