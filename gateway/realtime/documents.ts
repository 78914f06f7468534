import type * as GraphQL from 'graphql';
import { parse as parseDocument } from 'graphql';
import { graphqlOf } from './shared-execution';

type Parse = typeof GraphQL.parse;
type Validate = typeof GraphQL.validate;

/**
 * graphql-ws's parse and validate, done once per query text rather than once per subscribe: every
 * console subscribes with the same few documents, and graphql-js's validation (every rule, a
 * visitor per node) was the largest part of a subscribe's own CPU time (docs/performance.md).
 * A document is never changed once parsed (graphql-js treats it as read-only), so subscribers of
 * one text can share one, and a schema's verdict on it holds as long as both live.
 */
export const createDocumentCache = ({ maxEntries = 500 }: { maxEntries?: number } = {}): {
  parse: Parse;
  validate: Validate;
} => {
  // Texts come from clients: bounded, and started over beyond the bound (a cache, not a record).
  // The guard has already refused a document over its size limits before graphql-ws parses it.
  const parsed = new Map<string, GraphQL.DocumentNode>();
  const valid = new WeakMap<GraphQL.GraphQLSchema, WeakSet<GraphQL.DocumentNode>>();
  const parse: Parse = (source, options) => {
    // Anything but plain text with default options is parsed as graphql-ws would, uncached.
    if (typeof source !== 'string' || options !== undefined) return parseDocument(source, options);
    let document = parsed.get(source);
    if (!document) {
      // A syntax error throws, as graphql-ws's own parse does, and leaves nothing behind.
      document = parseDocument(source);
      if (parsed.size >= maxEntries) parsed.clear();
      parsed.set(source, document);
    }
    return document;
  };
  const validate: Validate = (schema, document, rules, options) => {
    if (rules !== undefined || options !== undefined)
      return graphqlOf(schema).validate(schema, document, rules, options);
    let documents = valid.get(schema);
    if (documents?.has(document)) return [];
    // With the graphql-js that built the schema (shared-execution.ts). Only a clean verdict is
    // kept: an invalid document is validated again, to give its errors afresh.
    const errors = graphqlOf(schema).validate(schema, document);
    if (errors.length === 0) {
      if (!documents) valid.set(schema, (documents = new WeakSet()));
      documents.add(document);
    }
    return errors;
  };
  return { parse, validate };
};
