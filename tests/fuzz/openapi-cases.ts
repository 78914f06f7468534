import { BODY_VALUES, PATH_LENGTHS, TEXT_VALUES } from './malformed-values';
import { hostileFileCases, MULTIPART_CASES } from './malformed-multipart';

/** The part of an OpenAPI 3 schema the generator reads. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type FuzzRequest = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};
/** One malformed request: `slot` is the field it breaks, `label` how. */
export type FuzzCase = { operation: string; slot: string; label: string; request: FuzzRequest };
export type FuzzOperation = { key: string; method: string; path: string; cases: FuzzCase[] };

/** Real ids of the demo data, so that a request with one broken field reaches past the lookups. */
export type IdPool = (fieldName: string, path: string) => string;

const FALLBACK_UUID = '3f1d2c4b-5a69-4e7f-8a9b-0c1d2e3f4a5b';

/** A value the schema accepts, as far as the generator can tell: the baseline every case breaks one field of. */
export const sampleOf = (schema: JsonSchema | undefined, name: string, path: string, ids: IdPool): unknown => {
  if (!schema) return 'fuzz';
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) {
    const chosen = branch.find((b) => b.type !== 'null') ?? branch[0];
    return sampleOf(chosen, name, path, ids);
  }
  if (schema.allOf) return sampleOf(Object.assign({}, ...schema.allOf) as JsonSchema, name, path, ids);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return ids(name, path) || FALLBACK_UUID;
      if (schema.format === 'date' || schema.pattern?.startsWith('^\\d{4}-\\d{2}-\\d{2}')) return '2026-03-15';
      if (schema.format === 'date-time') return '2026-03-15T08:00:00.000Z';
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'f'.repeat(Math.max(schema.minLength ?? 0, 4));
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array': {
      const item = sampleOf(schema.items, name, path, ids);
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => item);
    }
    case 'object':
    default: {
      if (!schema.properties) return type === 'object' ? {} : 'fuzz';
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, child]) => [key, sampleOf(child, key, path, ids)]),
      );
    }
  }
};

/** Every place in a sample a malformed value can go: each property and array item, nested, and the root. */
const slotsOf = (value: unknown, at: (string | number)[] = [], depth = 0): (string | number)[][] => {
  const here = [at];
  if (depth >= 4 || value === null || typeof value !== 'object') return here;
  const children = Array.isArray(value)
    ? value.slice(0, 1).map((item, i) => slotsOf(item, [...at, i], depth + 1))
    : Object.entries(value).map(([key, child]) => slotsOf(child, [...at, key], depth + 1));
  return [...here, ...children.flat()];
};

const PLACEHOLDER = '\u0001fuzz-slot\u0001';

/** The sample as JSON text with `raw` (already JSON text) at `slot`. */
const withRaw = (sample: unknown, slot: (string | number)[], raw: string): string => {
  if (slot.length === 0) return raw;
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of slot.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[slot[slot.length - 1]!] = PLACEHOLDER;
  return JSON.stringify(copy).replace(JSON.stringify(PLACEHOLDER), raw);
};

const JSON_TYPE = { 'content-type': 'application/json' };

/** The headers the platform reads besides the bearer token: the chosen tenant, the contract unlock, an idempotency key, the language. */
const HEADER_VALUES: [string, [string, string][]][] = [
  [
    '__tenant',
    [
      ['not-a-uuid', 'not-a-uuid'],
      ['blank', ' '],
      ['long', 't'.repeat(5_000)],
      ['unknown', '00000000-0000-4000-8000-000000000000'],
      ['list', `${FALLBACK_UUID}, ${FALLBACK_UUID}`],
    ],
  ],
  [
    'authenticate',
    [
      ['junk', 'junk'],
      ['long', 'a'.repeat(8_000)],
    ],
  ],
  [
    'idempotency-key',
    [
      ['long', 'k'.repeat(5_000)],
      ['blank', ' '],
    ],
  ],
  ['accept-language', [['odd', '*;q=x, zz-ZZ, ;;']]],
];

/** Every malformed request for every operation of the document (the routes under /api). */
export const casesOf = (doc: OpenApiDocument, ids: IdPool): FuzzOperation[] => {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [lower, operation] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      const key = `${method} ${path}`;
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const pathValues = Object.fromEntries(
        pathParams.map((p) => [p.name, encodeURIComponent(String(sampleOf(p.schema, p.name, path, ids)))]),
      );
      const queryValues = Object.fromEntries(
        queryParams.map((p) => [p.name, encodeURIComponent(String(sampleOf(p.schema, p.name, path, ids)))]),
      );
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const body = bodySchema ? sampleOf(bodySchema, '', path, ids) : undefined;

      const urlOf = (paths: Record<string, string>, query: Record<string, string>) => {
        const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => paths[name] ?? '');
        const search = Object.entries(query)
          .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
          .join('&');
        return search ? `${filled}?${search}` : filled;
      };
      const baseUrl = urlOf(pathValues, queryValues);
      const bodyRequest = (payload: string): FuzzRequest => ({ method, url: baseUrl, headers: JSON_TYPE, payload });
      const baseline: FuzzRequest = body === undefined ? { method, url: baseUrl } : bodyRequest(JSON.stringify(body));
      const cases: FuzzCase[] = [{ operation: key, slot: '(none)', label: 'baseline', request: baseline }];
      const add = (slot: string, label: string, request: FuzzRequest) =>
        cases.push({ operation: key, slot, label, request });

      for (const param of pathParams) {
        for (const value of TEXT_VALUES) {
          if (value.raw === '') continue;
          add(`path.${param.name}`, value.label, {
            ...baseline,
            url: urlOf({ ...pathValues, [param.name]: value.raw }, queryValues),
          });
        }
        for (const length of PATH_LENGTHS) {
          const raw = 'p'.repeat(length);
          add(`path.${param.name}`, `long:${length}`, {
            ...baseline,
            url: urlOf({ ...pathValues, [param.name]: raw }, queryValues),
          });
        }
      }
      for (const param of queryParams) {
        for (const value of TEXT_VALUES) {
          add(`query.${param.name}`, value.label, {
            ...baseline,
            url: urlOf(pathValues, { ...queryValues, [param.name]: value.raw }),
          });
        }
        add(`query.${param.name}`, 'missing', {
          ...baseline,
          url: urlOf(pathValues, Object.fromEntries(Object.entries(queryValues).filter(([n]) => n !== param.name))),
        });
        add(`query.${param.name}`, 'repeated', { ...baseline, url: `${baseUrl}&${encodeURIComponent(param.name)}=1` });
      }
      for (const [header, values] of HEADER_VALUES) {
        for (const [label, value] of values) {
          add(`header.${header}`, label, { ...baseline, headers: { ...baseline.headers, [header]: value } });
        }
      }
      if (body !== undefined) {
        for (const slot of slotsOf(body)) {
          const name = slot.length === 0 ? 'body' : `body.${slot.join('.')}`;
          for (const value of BODY_VALUES) add(name, value.label, bodyRequest(withRaw(body, slot, value.json)));
          if (slot.length > 0) {
            const without = structuredClone(body) as Record<string | number, unknown>;
            let parent = without;
            for (const k of slot.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
            if (Array.isArray(parent)) parent.splice(Number(slot[slot.length - 1]), 1);
            else delete parent[slot[slot.length - 1]!];
            add(name, 'missing', bodyRequest(JSON.stringify(without)));
          }
        }
        add('body', 'absent', { method, url: baseUrl });
        add('body', 'empty-json', { method, url: baseUrl, headers: JSON_TYPE, payload: '' });
        add('body', 'invalid-json', bodyRequest('{"a":'));
        add('body', 'text/plain', { method, url: baseUrl, headers: { 'content-type': 'text/plain' }, payload: 'x' });
        add('body', 'proto', bodyRequest('{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}'));
      }
      if (method === 'POST' || method === 'PUT') {
        const fileCases = body === undefined ? hostileFileCases(ids('tenantId', path) || FALLBACK_UUID) : [];
        for (const multipart of [...MULTIPART_CASES, ...fileCases]) {
          if (multipart.large && body !== undefined) continue;
          add('multipart', multipart.label, {
            method,
            url: baseUrl,
            headers: { 'content-type': multipart.contentType },
            payload: multipart.payload,
          });
        }
      }
      operations.push({ key, method, path, cases });
    }
  }
  return operations;
};
