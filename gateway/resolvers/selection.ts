import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the operation asks for the field at this path below the resolver's field, through
 * fragments too. @skip and @include are not read: a field they leave out counts as asked for,
 * which only costs the REST call an answer nobody reads.
 */
export const selects = (info: GraphQLResolveInfo, path: readonly string[]): boolean => {
  const within = (set: SelectionSetNode | undefined, rest: readonly string[]): boolean => {
    if (!set) return false;
    const [name, ...deeper] = rest;
    return set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD)
        return selection.name.value === name && (deeper.length === 0 || within(selection.selectionSet, deeper));
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet, rest);
      return within(info.fragments[selection.name.value]?.selectionSet, rest);
    });
  };
  return info.fieldNodes.some((node) => within(node.selectionSet, path));
};
