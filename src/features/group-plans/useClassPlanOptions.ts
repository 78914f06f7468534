import { useEffect, useState } from 'react';
import { useClient, type CombinedError } from 'urql';
import { GroupClassPlanOptionsDocument, type GroupClassPlanOptionsQuery } from '../../generated/graphql';

type ClassPlanOption = GroupClassPlanOptionsQuery['contentClassPlans']['items'][number];

/** The content list's largest page (spec 001 §9 page-size options 6, 12, 18, 24). */
const PAGE = 24;
/** A bound on the pages read, so a runaway total cannot keep the dialog loading. */
const MAX_PAGES = 40;

/**
 * Every public class plan for the select-plan dialog, read page by page: a library with more
 * plans than one page still offers them all (the type filter is the client's, so a page alone
 * could hide every plan of the class's type).
 */
export const useClassPlanOptions = () => {
  const client = useClient();
  const [state, setState] = useState<{ plans: ClassPlanOption[] | null; error: CombinedError | null }>({
    plans: null,
    error: null,
  });
  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      const plans: ClassPlanOption[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const result = await client
          .query(GroupClassPlanOptionsDocument, { skipCount: page * PAGE }, { requestPolicy: 'network-only' })
          .toPromise();
        if (cancelled) return;
        if (result.error || !result.data) return setState({ plans: null, error: result.error ?? null });
        const { items, totalCount } = result.data.contentClassPlans;
        plans.push(...items);
        if (items.length < PAGE || plans.length >= totalCount) break;
      }
      setState({ plans, error: null });
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [client]);
  return state;
};
