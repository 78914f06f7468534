import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { AppError, type ValidationErrorInfo } from './errors';
import type { Translate } from './i18n';

// Bodies are JSON: a wrong type is refused, never coerced ("5" is not 5). Query strings, path
// parameters and headers are text, so they are coerced to the declared type. Unknown fields are
// removed before the handler sees them, so a client cannot set what the route does not name.
const makeAjv = (coerceTypes: boolean) =>
  addFormats.default(
    new Ajv({ coerceTypes, removeAdditional: 'all', useDefaults: true, allErrors: true, strict: false }),
  );
const bodyAjv = makeAjv(false);
const textAjv = makeAjv(true);

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const validate = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);
  return (data: unknown) => {
    if (validate(data)) return { value: data };
    return { error: validationError(httpPart ?? 'body', validate.errors ?? []) };
  };
};

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
