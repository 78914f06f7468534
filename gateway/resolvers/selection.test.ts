import {
  Kind,
  parse,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { selects } from './selection';

/** The resolve info of the operation's first root field: only what selects() reads of it. */
const infoOf = (document: string): GraphQLResolveInfo => {
  const { definitions } = parse(document);
  const operation = definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const root = operation.selectionSet.selections[0]!;
  if (root.kind !== Kind.FIELD) throw new Error('the first selection is not a field');
  // Only fieldNodes and fragments are read (a test double for the executor's info).
  return { fieldNodes: [root], fragments } as unknown as GraphQLResolveInfo;
};

describe('selects', () => {
  const path = ['items', 'musicPlanId'];

  it('finds a field asked for directly, and not one that is not', () => {
    expect(selects(infoOf('{ subjects { items { id musicPlanId } } }'), path)).toBe(true);
    expect(selects(infoOf('{ subjects { items { id name } totalCount } }'), path)).toBe(false);
    expect(selects(infoOf('{ subjects { totalCount } }'), path)).toBe(false);
  });

  it('finds it through named and inline fragments, at either level', () => {
    expect(
      selects(
        infoOf(
          '{ subjects { ...Page } } fragment Page on SubjectPage { items { ...Row } } fragment Row on Subject { musicPlanId }',
        ),
        path,
      ),
    ).toBe(true);
    expect(selects(infoOf('{ subjects { items { ... on Subject { musicPlanId } } } }'), path)).toBe(true);
    expect(selects(infoOf('{ subjects { ... { items { id } } } }'), path)).toBe(false);
  });

  it('reads the field’s name, not its alias', () => {
    expect(selects(infoOf('{ subjects { items { plan: musicPlanId } } }'), path)).toBe(true);
    expect(selects(infoOf('{ subjects { items { musicPlanId: id } } }'), path)).toBe(false);
  });
});
