import { describe, expect, it } from 'vitest';
import { schema } from '../schema';
import { checkDocument } from './check-document';
import { DEFAULT_GRAPHQL_LIMITS, type GraphqlLimits } from './limits';

const limits: GraphqlLimits = { ...DEFAULT_GRAPHQL_LIMITS, maxTokens: 100_000 };
const check = (query: string, variables?: Record<string, unknown>, within: GraphqlLimits = limits) =>
  checkDocument(schema, { query, variables }, within);
const aliased = (count: number, field: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ');

describe('checkDocument', () => {
  it('passes an ordinary query', () => {
    expect(check('{ me { userName } language }')).toBeUndefined();
  });

  it('refuses more tokens than allowed, before parsing', () => {
    expect(check(`{ ${aliased(1000, 'me { userName }')} }`, {}, DEFAULT_GRAPHQL_LIMITS)).toEqual({
      limit: 'tokens',
      max: DEFAULT_GRAPHQL_LIMITS.maxTokens,
    });
  });

  it('counts aliases, fragments each time they are spread', () => {
    expect(check(`{ ${aliased(21, 'me { userName }')} }`)).toEqual({ limit: 'aliases', max: 20, found: 21 });
    const fragment = `fragment F on CurrentUser { ${aliased(5, 'userName')} }`;
    expect(check(`{ me { ...F } x: me { ...F } y: me { ...F } z: me { ...F } } ${fragment}`)).toEqual({
      limit: 'aliases',
      max: 20,
      found: 23,
    });
  });

  it('refuses nesting deeper than allowed, fragments spread in place', () => {
    const nested = (levels: number) => `${'{ me '.repeat(levels)}{ userName }${' }'.repeat(levels)}`;
    expect(check(nested(14))).toBeUndefined();
    expect(check(nested(15))).toEqual({ limit: 'depth', max: 15, found: 16 });
    expect(
      check(
        '{ me { ...A } } fragment A on CurrentUser { a: me { ...B } } fragment B on CurrentUser { b: me { userName } }',
      ),
    ).toBeUndefined();
  });

  it('answers 3,000 nested braces with a refusal, not a stack overflow', () => {
    expect(check(`${'{ a '.repeat(3000)}${'}'.repeat(3000)}`)).toMatchObject({ limit: 'depth' });
    expect(check(`{ a(x: ${'['.repeat(20_000)}${']'.repeat(20_000)}) }`)).toMatchObject({ limit: 'depth' });
  });

  it('measures fragments that spread each other many times over in linear time, and refuses their cost', () => {
    const levels = 40;
    const fragments = Array.from(
      { length: levels },
      (_, index) =>
        `fragment F${index} on CurrentUser { userName ${index + 1 < levels ? `...F${index + 1} ...F${index + 1}` : ''} }`,
    ).join(' ');
    const started = performance.now();
    expect(check(`{ me { ...F0 } } ${fragments}`)).toMatchObject({ limit: 'cost', found: 2 ** levels });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('counts at most a few mutation fields per document', () => {
    expect(check('mutation { setLanguage(language: "en-US") }')).toBeUndefined();
    expect(check(`mutation { ${aliased(4, 'setLanguage(language: "en-US")')} }`)).toEqual({
      limit: 'mutations',
      max: 3,
      found: 4,
    });
  });

  it('refuses too many directives', () => {
    expect(check(`{ language ${'@include(if: true) '.repeat(21)}}`)).toEqual({
      limit: 'directives',
      max: 20,
      found: 21,
    });
  });

  it('multiplies fields by the page sizes asked for, variables included', () => {
    // Per alias: subjects 1 + n items × (item 1 + id, name 2 + 3 coaches (unpaged) × (1 + 2)).
    const subjects = `query($n: Int!) { ${aliased(10, 'subjects(maxResultCount: $n) { items { id name coaches { id name } } }')} }`;
    expect(check(subjects, { n: 10 })).toBeUndefined();
    expect(check(subjects, { n: 1000 })).toBeUndefined();
    expect(check(subjects, { n: 20_000 })).toMatchObject({
      limit: 'cost',
      max: 2_000_000,
      found: 10 * (1 + 20_000 * (3 + 3 * 3)),
    });
    expect(check('{ subjects(maxResultCount: 100000000) { totalCount items { id } } }')).toMatchObject({
      limit: 'cost',
    });
  });

  it('lets documents that are not GraphQL through, for the server’s own syntax error', () => {
    expect(check('{ me { userName }')).toBeUndefined();
    expect(check('not graphql')).toBeUndefined();
  });
});
