import type { SystemNoticeTargetsQuery } from '../../generated/graphql';

type TenantTree = SystemNoticeTargetsQuery['me']['canChangeList'];
type TenantLike = { id: string; displayName: string; type: string; children?: readonly TenantLike[] | null };

export type NoticeCentre = { id: string; displayName: string };

/** The centres of the tenant tree, each once, by name: the places a notice can be sent to. */
export const centresOf = (tree: TenantTree): NoticeCentre[] => {
  const centres = new Map<string, NoticeCentre>();
  const visit = (nodes: readonly TenantLike[]) => {
    for (const node of nodes) {
      if (node.type === 'Center') centres.set(node.id, { id: node.id, displayName: node.displayName });
      if (node.children) visit(node.children);
    }
  };
  visit(tree as readonly TenantLike[]);
  return [...centres.values()].sort((a, b) => a.displayName.localeCompare(b.displayName));
};
