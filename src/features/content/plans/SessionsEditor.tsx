import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ContentPlanProgramsDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { NumberedSessionsEditor } from '../sessions/NumberedSessionsEditor';
import {
  PLAN_MAX_SESSIONS,
  programTitle,
  SESSION_MAX_PROGRAMS,
  type PlanProgramPick,
  type StaticActivityValue,
} from './planForm';
import { StaticActivitiesEditor } from './StaticActivitiesEditor';

type SessionsEditorProps = {
  sessions: PlanProgramPick[][];
  /** An offline template's sessions' static activities, by session index; absent for a class plan. */
  staticActivities?: StaticActivityValue[][];
  /** Both lists, kept aligned when a session moves or goes. */
  onChange: (sessions: PlanProgramPick[][], staticActivities: StaticActivityValue[][]) => void;
  problem: string | undefined;
  /** The form has refused a static activity (its message is in `problem`). */
  staticsFlagged?: boolean;
};

/**
 * A plan's numbered sessions of programmes (found by code or title; Trash is not offered), and a
 * template's sessions' static activities under their programmes.
 */
export const SessionsEditor = ({
  sessions,
  staticActivities,
  onChange,
  problem,
  staticsFlagged = false,
}: SessionsEditorProps) => {
  const { i18n } = useTranslation('content-plans');
  const [search, setSearch] = useState('');
  const [{ data, fetching }] = useQuery({
    query: ContentPlanProgramsDocument,
    variables: { search: search || null, skipCount: 0, maxResultCount: 24 },
    context: NO_ERROR_TOAST,
  });
  const offered = (data?.contentPlanPrograms.items ?? []).filter((p) => p.contentStatus !== 'Trash');
  return (
    <NumberedSessionsEditor
      ns="content-plans"
      item="program"
      classPrefix="atrium-plan"
      itemClassName="atrium-plan-program"
      sessions={sessions}
      onChange={(next, from) =>
        onChange(
          next,
          from.map((i) => staticActivities?.[i] ?? []),
        )
      }
      problem={problem}
      offered={offered}
      fetching={fetching}
      onSearch={setSearch}
      label={(p) => `${p.code} · ${programTitle(p, i18n.language)}`}
      toPick={(p) => p}
      maxSessions={PLAN_MAX_SESSIONS}
      maxPerSession={SESSION_MAX_PROGRAMS}
      fullReorder
      sessionExtra={
        staticActivities &&
        ((index) => (
          <StaticActivitiesEditor
            session={index + 1}
            activities={staticActivities[index] ?? []}
            flagged={staticsFlagged}
            onChange={(activities) =>
              onChange(
                sessions,
                sessions.map((_, i) => (i === index ? activities : (staticActivities[i] ?? []))),
              )
            }
          />
        ))
      }
    />
  );
};
