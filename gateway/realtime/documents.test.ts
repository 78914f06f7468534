import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createDocumentCache } from './documents';

const schema = buildSchema('type Query { a: Int } type Subscription { events(after: ID): Int }');
const other = buildSchema('type Query { a: Int } type Subscription { b: Int }');
const QUERY = 'subscription ($after: ID) { events(after: $after) }';

describe('graphql-ws documents parsed and validated once per text', () => {
  it('hands every subscribe of one text the same document, and another text its own', () => {
    const { parse } = createDocumentCache();
    const first = parse(QUERY);
    expect(parse(QUERY)).toBe(first);
    expect(parse('subscription { events }')).not.toBe(first);
  });

  it('throws on a syntax error every time, as graphql-ws’s own parse does', () => {
    const { parse } = createDocumentCache();
    expect(() => parse('subscription {')).toThrow(/Syntax Error/);
    expect(() => parse('subscription {')).toThrow(/Syntax Error/);
  });

  it('starts over beyond its bound', () => {
    const { parse } = createDocumentCache({ maxEntries: 2 });
    const first = parse(QUERY);
    parse('subscription { a: events }');
    parse('subscription { b: events }');
    expect(parse(QUERY)).not.toBe(first);
  });

  it('keeps a schema’s clean verdict for a document, and gives an invalid one its errors each time', () => {
    const { parse, validate } = createDocumentCache();
    const document = parse(QUERY);
    expect(validate(schema, document)).toEqual([]);
    expect(validate(schema, document)).toEqual([]);
    // A verdict is the schema's: another schema judges the same document itself.
    expect(validate(other, document).map((e) => e.message)).toContain(
      'Cannot query field "events" on type "Subscription".',
    );
    const unknown = parse('subscription { nothing }');
    expect(validate(schema, unknown)).toHaveLength(1);
    expect(validate(schema, unknown)).toHaveLength(1);
  });
});
