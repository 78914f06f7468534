import { Kind, type SelectionSetNode } from 'graphql';
import { memoisedFragments, type Fragments } from './fragments';

/**
 * Aliased fields, a fragment's counted each time it is spread. Aliases are how one document
 * asks for the same expensive field a thousand times (`a0: me … a999: me`).
 */
export const aliasCount = (selectionSet: SelectionSetNode, fragments: Fragments): number => {
  const fragment = memoisedFragments(fragments, 0);
  const count = (set: SelectionSetNode): number =>
    set.selections.reduce((total, selection) => {
      if (selection.kind === Kind.FIELD) {
        return total + (selection.alias ? 1 : 0) + (selection.selectionSet ? count(selection.selectionSet) : 0);
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return total + count(selection.selectionSet);
      return total + fragment(selection.name.value, '', count);
    }, 0);
  return count(selectionSet);
};
