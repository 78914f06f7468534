/**
 * Rules every REST input obeys whatever its route's schema says (issue 14 item 7), so that a new
 * route inherits them: integers fit the columns they are meant for, text is text PostgreSQL can
 * store, and dates are days of the calendar PostgreSQL knows.
 */

/** The integer column of most tables (`integer`): a schema wanting more says so with its own bounds. */
export const INT32 = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;
/** A `number` with no bounds still becomes fen or a count somewhere: it stays a safe integer when scaled by 100. */
export const NUMBER_LIMIT = { minimum: -1e13, maximum: 1e13 } as const;

type Schema = Record<string, unknown>;

const typesOf = (schema: Schema): unknown[] => (Array.isArray(schema['type']) ? schema['type'] : [schema['type']]);

const withBounds = (schema: Schema, limits: { minimum: number; maximum: number }): Schema => ({
  ...schema,
  ...(schema['minimum'] === undefined && schema['exclusiveMinimum'] === undefined ? { minimum: limits.minimum } : {}),
  ...(schema['maximum'] === undefined && schema['exclusiveMaximum'] === undefined ? { maximum: limits.maximum } : {}),
});

const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const;
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;

/**
 * A copy of `schema` in which every `integer` without a bound gets the int32 one and every
 * `number` without a bound gets NUMBER_LIMIT (the route's schema object, shared with the OpenAPI
 * document, is left as it is). Bigint ids and event positions declare their own maximum.
 */
export const withDefaultBounds = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(withDefaultBounds);
  if (typeof schema !== 'object' || schema === null) return schema;
  let copy: Schema = { ...(schema as Schema) };
  for (const key of SUBSCHEMA_LISTS)
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(withDefaultBounds);
  for (const key of SUBSCHEMAS) if (typeof copy[key] === 'object') copy[key] = withDefaultBounds(copy[key]);
  for (const key of SUBSCHEMA_MAPS) {
    const map = copy[key];
    if (typeof map === 'object' && map !== null)
      copy[key] = Object.fromEntries(Object.entries(map).map(([name, child]) => [name, withDefaultBounds(child)]));
  }
  const types = typesOf(copy);
  if (types.includes('integer')) copy = withBounds(copy, INT32);
  else if (types.includes('number')) copy = withBounds(copy, NUMBER_LIMIT);
  return copy;
};

// NUL cannot be stored in PostgreSQL text or jsonb; a lone surrogate is not Unicode and cannot be
// encoded as UTF-8. Neither is anything a person typed.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** Deeper than any request of the API nests; past it a body is refused before anything recurses into it. */
export const MAX_INPUT_DEPTH = 64;

export type InputProblem = { rule: 'text' | 'depth'; member: string };

/**
 * The first string or key in `value` that is not storable text, or the first place nested deeper
 * than MAX_INPUT_DEPTH, as a path (`a.b.0`); null when there is none. Walks what was parsed from
 * the request, whether or not the route's schema names the field, without recursion (JSON.parse
 * takes 400,000 levels of brackets that a recursive walk would not survive).
 */
export const inputProblemOf = (value: unknown): InputProblem | null => {
  const stack: { value: unknown; at: string; depth: number }[] = [{ value, at: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, at, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { rule: 'text', member: at || '(root)' };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return { rule: 'depth', member: at || '(root)' };
    for (const [key, child] of Object.entries(current)) {
      const here = at ? `${at}.${key}` : key;
      if (!isStorableText(key)) return { rule: 'text', member: here };
      stack.push({ value: child, at: here, depth: depth + 1 });
    }
  }
  return null;
};

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** A day of the proleptic Gregorian calendar from 0001-01-01 (PostgreSQL has no year 0). */
const isCalendarDay = (year: number, month: number, day: number): boolean =>
  year >= 1 &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= (month === 2 && !isLeap(year) ? 28 : DAYS_IN_MONTH[month - 1]!);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

/** `format: date`: YYYY-MM-DD naming a real day from 0001-01-01. */
export const isIsoDate = (text: string): boolean => {
  const m = DATE.exec(text);
  return !!m && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
};

/** `format: date-time`: RFC 3339 with a real day from 0001-01-01, a real time of day and an offset. */
export const isIsoDateTime = (text: string): boolean => {
  const m = DATE_TIME.exec(text);
  if (!m || !isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6])];
  const offsetOk = m[7] === undefined || (Number(m[7]) <= 23 && Number(m[8]) <= 59);
  // A leap second (:60) is not something PostgreSQL stores.
  return hour <= 23 && minute <= 59 && second <= 59 && offsetOk;
};
