import {
  Kind,
  valueFromASTUntyped,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { memoisedFragments, type Fragments } from './fragments';

/** The arguments by which a field names how many items it returns (REST's page size and the usual others). */
const PAGE_SIZE_ARGUMENTS = ['maxResultCount', 'pageSize', 'first', 'last', 'limit', 'take'];

export type CostInput = {
  schema: GraphQLSchema;
  fragments: Fragments;
  /** The operation's variables, defaults filled in. */
  variables: Readonly<Record<string, unknown>>;
  defaultListSize: number;
};

// Unknown type names and fields are counted without their schema: validation refuses them after.
type Parent = GraphQLNamedType | undefined;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any parent type, read for its arguments and type only
type AnyField = GraphQLField<any, any>;

// The schema comes from Yoga, which may load the other copy of graphql-js (CJS beside ESM):
// graphql's isListType and friends check the class and would fail, so types are told apart by
// their tag, which both copies set.
const tagOf = (type: unknown) => Object.prototype.toString.call(type);

const fieldOf = (parent: Parent, name: string): AnyField | undefined =>
  parent && 'getFields' in parent && tagOf(parent) !== '[object GraphQLInputObjectType]'
    ? (parent.getFields() as Record<string, AnyField>)[name]
    : undefined;

/** Whether a field returns a list (non-null or not), and the named type inside. */
const shapeOf = (type: GraphQLOutputType): { list: boolean; named: GraphQLNamedType } => {
  let list = false;
  let inner: GraphQLOutputType = type;
  for (let depth = 0; 'ofType' in inner; depth += 1) {
    if (tagOf(inner) === '[object GraphQLList]' && depth <= 1) list = true;
    inner = inner.ofType;
  }
  return { list, named: inner };
};

/** The page size a field asks for, as written, from a variable, or the argument's default. */
const pageSizeOf = (node: FieldNode, field: AnyField | undefined, variables: CostInput['variables']) => {
  for (const name of PAGE_SIZE_ARGUMENTS) {
    const written = node.arguments?.find((argument) => argument.name.value === name);
    const value = written
      ? valueFromASTUntyped(written.value, variables)
      : field?.args.find((argument) => argument.name === name)?.defaultValue;
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, value);
  }
  return undefined;
};

/**
 * What an operation costs: every field resolved counts 1, times the sizes of the lists around
 * it. A list's size is the page size its field asks for (`subjects(maxResultCount: 50) { items
 * { … } }`: the page size sits on the page, the list one level down), else `defaultListSize`.
 * Page sizes are read with the request's variables, so a list asked for with 1,000 costs 1,000.
 */
export const operationCost = (selectionSet: SelectionSetNode, rootType: Parent, input: CostInput): number => {
  const fragment = memoisedFragments(input.fragments, 0);
  // The cost of a selection set once; its callers multiply by the number of times it is resolved.
  const cost = (set: SelectionSetNode, parent: Parent, pageSize: number | undefined): number =>
    set.selections.reduce((total, selection) => {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? input.schema.getType(selection.typeCondition.name.value) : parent;
        return total + cost(selection.selectionSet, condition ?? undefined, pageSize);
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const definition = input.fragments.get(selection.name.value);
        const condition = definition
          ? (input.schema.getType(definition.typeCondition.name.value) ?? undefined)
          : parent;
        return total + fragment(selection.name.value, String(pageSize), (body) => cost(body, condition, pageSize));
      }
      const field = fieldOf(parent, selection.name.value);
      const ownPageSize = pageSizeOf(selection, field, input.variables);
      const shape = field ? shapeOf(field.type) : undefined;
      const items = shape?.list ? (ownPageSize ?? pageSize ?? input.defaultListSize) : 1;
      const children = selection.selectionSet ? cost(selection.selectionSet, shape?.named, ownPageSize) : 0;
      return total + items * (1 + children);
    }, 0);
  return cost(selectionSet, rootType, undefined);
};
