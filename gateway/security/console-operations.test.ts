import { describe, expect, it } from 'vitest';
import { getIntrospectionQuery, Kind, print, type DocumentNode } from 'graphql';
import { formatDocument } from '@urql/core';
import * as generated from '../../src/generated/graphql';
import { CHILD_SEARCH_SIZE } from '../../src/features/groups/transferList';
import { schema } from '../schema';
import { checkDocument } from './check-document';
import { DEFAULT_GRAPHQL_LIMITS } from './limits';

// The page sizes the console sends: a list page's largest choice, and the manage-children
// dialog's "all bound children at once" (spec 000 §9: up to 99999).
const LIST_PAGE_SIZE = 1000;
const pageSizeFor = (operation: string) =>
  operation === 'ManageGroupChildrenDocument' ? CHILD_SEARCH_SIZE : LIST_PAGE_SIZE;

// Every operation the console sends (src/**/*.graphql, compiled into src/generated), as urql
// sends it (__typename added to every selection), with the largest page size it sends.
const consoleOperations = Object.entries(generated).flatMap(([name, value]) => {
  if (typeof value !== 'object' || value === null || !('kind' in value) || value.kind !== Kind.DOCUMENT) return [];
  const document = formatDocument(value as DocumentNode);
  const pageSizes = document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? (definition.variableDefinitions ?? [])
          .map((variable) => variable.variable.name.value)
          .filter((variable) => /maxResultCount|pageSize/i.test(variable))
      : [],
  );
  return [
    { name, query: print(document), variables: Object.fromEntries(pageSizes.map((size) => [size, pageSizeFor(name)])) },
  ];
});

describe('the GraphQL limits and the console’s own operations', () => {
  it('finds the console’s operations, the manage-children dialog’s among them', () => {
    expect(consoleOperations.length).toBeGreaterThan(100);
    expect(consoleOperations.map((operation) => operation.name)).toContain('ManageGroupChildrenDocument');
  });

  it.each(consoleOperations)('passes $name with the default limits', ({ query, variables }) => {
    expect(checkDocument(schema, { query, variables }, DEFAULT_GRAPHQL_LIMITS)).toBeUndefined();
  });

  it('passes the introspection query a developer’s tools send', () => {
    expect(checkDocument(schema, { query: getIntrospectionQuery() }, DEFAULT_GRAPHQL_LIMITS)).toBeUndefined();
  });
});
