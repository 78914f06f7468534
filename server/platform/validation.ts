import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { AppError, type ValidationErrorInfo } from './errors';
import type { Translate } from './i18n';
import { compiledOnFirstUse } from './lazy-compile';
import { isIsoDate, isIsoDateTime, MAX_INPUT_DEPTH, withDefaultBounds, type InputProblem } from './input-rules';

// Bodies are JSON: a wrong type is refused, never coerced ("5" is not 5). Query strings, path
// parameters and headers are text, so they are coerced to the declared type. Unknown fields are
// removed before the handler sees them, so a client cannot set what the route does not name.
// `date` and `date-time` are days PostgreSQL can store (ajv-formats lets 0000-01-01 through).
const makeAjv = (coerceTypes: boolean) =>
  addFormats
    .default(new Ajv({ coerceTypes, removeAdditional: 'all', useDefaults: true, allErrors: true, strict: false }))
    .addFormat('date', isIsoDate)
    .addFormat('date-time', isIsoDateTime);
const bodyAjv = makeAjv(false);
const textAjv = makeAjv(true);

/**
 * Every integer and number is bounded (input-rules.ts) before the route's schema is compiled,
 * which happens at the route's first request or just after the port opens (lazy-compile.ts).
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  compiledOnFirstUse(() => {
    const validate = (httpPart === 'body' ? bodyAjv : textAjv).compile(withDefaultBounds(schema) as object);
    return (data: unknown) => {
      if (validate(data)) return { value: data };
      return { error: validationError(httpPart ?? 'body', validate.errors ?? []) };
    };
  });

const memberOf = (error: ErrorObject): string => {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.keyword === 'required' ? String(error.params['missingProperty'] ?? '') : '';
  return [path, missing].filter(Boolean).join('.') || '(root)';
};

const messageOf = (t: Translate, error: ErrorObject, member: string): string => {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return t('validation.required', { member });
    case 'type':
      return t('validation.type', { member, type: String(p['type']) });
    case 'minLength':
      return t('validation.min-length', { member, limit: String(p['limit']) });
    case 'maxLength':
      return t('validation.max-length', { member, limit: String(p['limit']) });
    case 'minimum':
      return t('validation.minimum', { member, limit: String(p['limit']) });
    case 'maximum':
      return t('validation.maximum', { member, limit: String(p['limit']) });
    case 'format':
      return t('validation.format', { member, format: String(p['format']) });
    case 'enum':
      return t('validation.enum', { member, values: ((p['allowedValues'] as unknown[]) ?? []).join(', ') });
    case 'text':
      return t('validation.text', { member });
    case 'depth':
      return t('validation.depth', { member, limit: String(p['limit']) });
    default:
      return t('validation.invalid', { member });
  }
};

/**
 * A union of literals fails as one `const` error per branch plus an `anyOf`: the person needs
 * one line per field, saying which values would do.
 */
const oneErrorPerMember = (errors: ErrorObject[]) => {
  const byMember = new Map<string, ErrorObject[]>();
  for (const error of errors) byMember.set(memberOf(error), [...(byMember.get(memberOf(error)) ?? []), error]);
  return [...byMember].map(([member, list]) => {
    const allowed = list
      .filter((e) => e.keyword === 'const')
      .map((e) => (e.params as { allowedValue: unknown }).allowedValue);
    if (allowed.length > 0) {
      const error = { ...list[0]!, keyword: 'enum', params: { allowedValues: allowed } } as ErrorObject;
      return { error, member };
    }
    return { error: list.find((e) => e.keyword !== 'anyOf') ?? list[0]!, member };
  });
};

/** Per-field messages in the request's language; `part` says where the field was (body, querystring, ...). */
export const validationError = (part: string, errors: ErrorObject[]): AppError => {
  const fields = oneErrorPerMember(errors);
  return new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => {
    const validationErrors: ValidationErrorInfo[] = fields.map(({ error, member }) => ({
      message: messageOf(t, error, member),
      members: [member],
    }));
    return { details: `${part}: ${validationErrors.map((v) => v.message).join(' ')}`, validationErrors };
  });
};

/**
 * A 400 for what input-rules.ts refuses in any request: text PostgreSQL cannot store (NUL, a lone
 * surrogate), or nesting deeper than MAX_INPUT_DEPTH, at `problem.member` of the request's `part`.
 */
export const inputProblemError = (part: string, problem: InputProblem): AppError =>
  validationError(part, [
    {
      keyword: problem.rule,
      instancePath: problem.member === '(root)' ? '' : `/${problem.member.replace(/\./g, '/')}`,
      schemaPath: '',
      params: { limit: MAX_INPUT_DEPTH },
    } as ErrorObject,
  ]);
