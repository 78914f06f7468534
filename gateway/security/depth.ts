import { Kind, type SelectionSetNode } from 'graphql';
import { memoisedFragments, type Fragments } from './fragments';

/** How deeply selection sets nest: `{ me { userName } }` is 2. Fragments count where they are spread. */
export const selectionDepth = (selectionSet: SelectionSetNode, fragments: Fragments): number => {
  const fragment = memoisedFragments(fragments, 0);
  const depth = (set: SelectionSetNode): number =>
    Math.max(
      0,
      ...set.selections.map((selection) => {
        if (selection.kind === Kind.FIELD) return 1 + (selection.selectionSet ? depth(selection.selectionSet) : 0);
        if (selection.kind === Kind.INLINE_FRAGMENT) return depth(selection.selectionSet);
        return fragment(selection.name.value, '', depth);
      }),
    );
  return depth(selectionSet);
};
