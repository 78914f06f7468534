import { Kind, type SelectionSetNode } from 'graphql';
import { memoisedFragments, type Fragments } from './fragments';

/** Top-level fields of a mutation: each one is a write of its own, run one after another. */
export const mutationFieldCount = (selectionSet: SelectionSetNode, fragments: Fragments): number => {
  const fragment = memoisedFragments(fragments, 0);
  const count = (set: SelectionSetNode): number =>
    set.selections.reduce((total, selection) => {
      if (selection.kind === Kind.FIELD) return total + 1;
      if (selection.kind === Kind.INLINE_FRAGMENT) return total + count(selection.selectionSet);
      return total + fragment(selection.name.value, '', count);
    }, 0);
  return count(selectionSet);
};
