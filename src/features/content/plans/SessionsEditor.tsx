import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ContentPlanProgramsDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { NumberedSessionsEditor } from '../sessions/NumberedSessionsEditor';
import { PLAN_MAX_SESSIONS, programTitle, SESSION_MAX_PROGRAMS, type PlanProgramPick } from './planForm';

type SessionsEditorProps = {
  sessions: PlanProgramPick[][];
  onChange: (sessions: PlanProgramPick[][]) => void;
  problem: string | undefined;
};

/** A plan's numbered sessions of programmes (found by code or title; Trash is not offered). */
export const SessionsEditor = ({ sessions, onChange, problem }: SessionsEditorProps) => {
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
      onChange={onChange}
      problem={problem}
      offered={offered}
      fetching={fetching}
      onSearch={setSearch}
      label={(p) => `${p.code} · ${programTitle(p, i18n.language)}`}
      toPick={(p) => p}
      maxSessions={PLAN_MAX_SESSIONS}
      maxPerSession={SESSION_MAX_PROGRAMS}
      fullReorder
    />
  );
};
