import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useClient } from 'urql';
import { fromPromise } from 'xstate';
import {
  addSubjectMachine,
  type AddSubjectInput,
  type AddSubjectVariant,
  type CheckNameInput,
} from '../../../../machines/add-subject.machine';
import { EMPTY_SUBJECT, type NewSubjectValues } from '../../../../machines/subject-fields';
import {
  AddChildToGuardianDocument,
  AddSubjectsDocument,
  SubjectNameTakenDocument,
  type NewSubjectInput,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';

/** For the child variant: the guardian the child is added to, and as whom. */
export type GuardianChoice = { guardianId: string; roleName: string };

const toInput = (values: NewSubjectValues): NewSubjectInput => ({
  name: values.name.trim() || null,
  birthDay: values.birthDay,
  gender: values.gender,
  outpatientNumber: values.outpatientNumber.trim() || null,
  remark: values.remark.trim() || null,
});

/**
 * The add-subject flow (machines/add-subject.machine.ts) wired to the gateway: the same-name
 * check, then addSubjects, or addChildToGuardian for the child variant.
 */
export const useAddSubjectFlow = ({
  variant,
  guardian,
  networkFailureText,
}: {
  variant: AddSubjectVariant;
  guardian: GuardianChoice | null;
  networkFailureText: string;
}) => {
  const client = useClient();
  // The machine is made once; the latest guardian choice is read when the add starts.
  const guardianRef = useRef(guardian);
  useEffect(() => {
    guardianRef.current = guardian;
  }, [guardian]);

  const failure = (error: Parameters<typeof errorMessage>[0]) => ({ message: errorMessage(error, networkFailureText) });

  const actor = useActorRef(
    addSubjectMachine.provide({
      actors: {
        checkName: fromPromise(async ({ input }: { input: CheckNameInput }) => {
          const result = await client
            .query(SubjectNameTakenDocument, input, { requestPolicy: 'network-only', ...NO_ERROR_TOAST })
            .toPromise();
          if (result.error || !result.data) throw failure(result.error!);
          return { hadSame: result.data.subjectNameTaken };
        }),
        addSubject: fromPromise(async ({ input }: { input: AddSubjectInput }) => {
          const subjects = [toInput(input.values)];
          const chosen = guardianRef.current;
          if (input.variant === 'child' && chosen) {
            const result = await client
              .mutation(AddChildToGuardianDocument, { input: { ...chosen, subjects } }, NO_ERROR_TOAST)
              .toPromise();
            if (result.error) throw failure(result.error);
            return;
          }
          const result = await client
            .mutation(AddSubjectsDocument, { input: { subjects } }, NO_ERROR_TOAST)
            .toPromise();
          if (result.error) throw failure(result.error);
        }),
      },
    }),
    { input: { variant, values: EMPTY_SUBJECT } },
  );
  const state = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);
  return { actor, state, context };
};
