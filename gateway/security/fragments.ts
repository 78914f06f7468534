import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

export type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

export const fragmentsOf = (document: DocumentNode): Fragments =>
  new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );

/**
 * A measure of a selection set that spreads fragments in place, each fragment measured once
 * (memoised by `key`): without it, fragments that spread each other twice over twenty levels
 * would cost the checker a million walks before the limit is even known. A fragment that
 * spreads itself measures 0 here; validation refuses the cycle afterwards.
 */
export const memoisedFragments = <T>(fragments: Fragments, zero: T) => {
  const done = new Map<string, T>();
  const inProgress = new Set<string>();
  return (name: string, key: string, measure: (selectionSet: SelectionSetNode) => T): T => {
    const fragment = fragments.get(name);
    const id = `${name}\u0000${key}`;
    if (!fragment || inProgress.has(id)) return zero;
    const known = done.get(id);
    if (known !== undefined) return known;
    inProgress.add(id);
    const value = measure(fragment.selectionSet);
    inProgress.delete(id);
    done.set(id, value);
    return value;
  };
};
