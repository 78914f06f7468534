/**
 * The malformed inputs every field is tried with, as raw JSON text for bodies (so that numbers
 * JSON.stringify would never write, like 99999999999999999999, and lone surrogates reach the
 * server byte for byte) and as raw query or path text. Each class is one the security test of
 * issue 14 found a 500 with, or one a client could send by mistake.
 */

export type Malformed = { label: string; json: string };
/** `raw` is already URL-encoded: a lone surrogate cannot be written by encodeURIComponent. */
export type MalformedText = { label: string; raw: string };

const LONG = 'x'.repeat(5_000);
const VERY_LONG = 'y'.repeat(200_000);

/** Impossible calendar dates that pass a `\d{4}-\d{2}-\d{2}` pattern, and date-times like them. */
export const IMPOSSIBLE_DATES = [
  '2026-13-45',
  '2026-02-30',
  '0000-01-01',
  '2026-00-10',
  '2026-02-30T10:00:00Z',
  '0000-01-01T00:00:00Z',
  '2026-01-01T25:61:00Z',
] as const;

const INTEGER_BOUNDS = [
  '2147483648',
  '-2147483649',
  '9007199254740992',
  '1e21',
  '-1',
  '99999999999999999999',
  '-99999999999999999999',
  '1.5',
  '1e308',
] as const;

export const BODY_VALUES: readonly Malformed[] = [
  // Wrong types.
  { label: 'type:number', json: '12345' },
  { label: 'type:string', json: '"text"' },
  { label: 'type:boolean', json: 'true' },
  { label: 'type:null', json: 'null' },
  { label: 'type:array', json: '[]' },
  { label: 'type:object', json: '{}' },
  // Integers beyond every column.
  ...INTEGER_BOUNDS.map((n) => ({ label: `int:${n}`, json: n })),
  // Text PostgreSQL cannot store, or that is not text at all.
  { label: 'nul', json: '"a\\u0000b"' },
  { label: 'nul-only', json: '"\\u0000"' },
  { label: 'surrogate:high', json: '"\\ud800"' },
  { label: 'surrogate:low', json: '"x\\udfffy"' },
  { label: 'surrogate:raw', json: '"\ud83d"' },
  ...IMPOSSIBLE_DATES.map((d) => ({ label: `date:${d}`, json: JSON.stringify(d) })),
  { label: 'long:5000', json: JSON.stringify(LONG) },
  { label: 'long:200000', json: JSON.stringify(VERY_LONG) },
  { label: 'empty', json: '""' },
  { label: 'blank', json: '"   "' },
  // Arrays beyond PostgreSQL's 65,535 bind parameters when spread into one query.
  { label: 'array:huge', json: `[${Array.from({ length: 70_000 }, () => '1').join(',')}]` },
  { label: 'array:nul', json: '["\\u0000"]' },
  { label: 'object:nul-key', json: '{"a\\u0000":1}' },
  { label: 'deep', json: `${'['.repeat(3_000)}${']'.repeat(3_000)}` },
  // JSON.parse takes this; anything that recurses into it afterwards does not.
  { label: 'deep:400000', json: `${'['.repeat(400_000)}${']'.repeat(400_000)}` },
];

const text = (label: string, value: string): MalformedText => ({ label, raw: encodeURIComponent(value) });

export const TEXT_VALUES: readonly MalformedText[] = [
  text('type:string', 'text'),
  text('type:boolean', 'true'),
  text('empty', ''),
  ...INTEGER_BOUNDS.map((n) => text(`int:${n}`, n)),
  { label: 'nul', raw: 'a%00b' },
  { label: 'surrogate', raw: '%ED%A0%80' },
  { label: 'bad-utf8', raw: '%FF%FE' },
  { label: 'percent', raw: '%' },
  ...IMPOSSIBLE_DATES.map((d) => text(`date:${d}`, d)),
  text('long:5000', LONG),
  text('array', '[1]'),
  text('comma', 'a,b,,c'),
];

/** Over-long path parameters: past Fastify's maxParamLength, and past any id. */
export const PATH_LENGTHS = [101, 2_000, 7_000] as const;
