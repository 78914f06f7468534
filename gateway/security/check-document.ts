import {
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { aliasCount } from './aliases';
import { operationCost } from './cost';
import { selectionDepth } from './depth';
import { directiveCount } from './directives';
import { fragmentsOf } from './fragments';
import type { GraphqlLimits } from './limits';
import { mutationFieldCount } from './mutations';
import { parseWithinLimit } from './parse-within-limit';
import type { LimitName, Violation } from './violation';

export type GraphqlRequest = { query: string; variables?: Record<string, unknown> | null | undefined };

/** The variables an operation runs with: what the request sent, else the defaults it declares. */
const variablesOf = (operation: OperationDefinitionNode, sent: GraphqlRequest['variables']) => {
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (sent && name in sent) values[name] = sent[name];
    else if (definition.defaultValue) values[name] = valueFromASTUntyped(definition.defaultValue);
  }
  return values;
};

const over = (limit: LimitName, found: number, max: number): Violation | undefined =>
  found > max ? { limit, max, found } : undefined;

/** The first limit one operation goes over, cheapest measure first. */
const checkOperation = (
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: GraphqlRequest['variables'],
  limits: GraphqlLimits,
): Violation | undefined => {
  const fragments = fragmentsOf(document);
  const { selectionSet } = operation;
  return (
    over('depth', selectionDepth(selectionSet, fragments), limits.maxDepth) ??
    over('aliases', aliasCount(selectionSet, fragments), limits.maxAliases) ??
    (operation.operation === 'mutation'
      ? over('mutations', mutationFieldCount(selectionSet, fragments), limits.maxMutationFields)
      : undefined) ??
    over(
      'cost',
      operationCost(selectionSet, schema.getRootType(operation.operation) ?? undefined, {
        schema,
        fragments,
        variables: variablesOf(operation, variables),
        defaultListSize: limits.defaultListSize,
      }),
      limits.maxCost,
    )
  );
};

/**
 * Measures a request's document against the limits before anything else reads it. Every
 * operation in it is measured (only one runs, but which one is the executor's business).
 * A document that is not GraphQL passes: the server answers its syntax error as usual.
 */
export const checkDocument = (
  schema: GraphQLSchema,
  request: GraphqlRequest,
  limits: GraphqlLimits,
): Violation | undefined => {
  const parsed = parseWithinLimit(request.query, limits);
  if ('violation' in parsed) return parsed.violation;
  if ('invalid' in parsed) return undefined;
  const { document } = parsed;
  const directives = over('directives', directiveCount(document), limits.maxDirectives);
  if (directives) return directives;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const violation = checkOperation(schema, document, definition, request.variables, limits);
    if (violation) return violation;
  }
  return undefined;
};
