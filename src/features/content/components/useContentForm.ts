import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { useFormValues } from '../../../shared/ui/useFormValues';

/** A form's problems by field; a field without one is absent (or undefined). */
export type FormProblems<Values, Problem> = Partial<Record<keyof Values, Problem | undefined>>;

/**
 * A content form's values and what is wrong with them: `problemOf(field)` is the field's problem
 * in words once the person has tried to save (not while typing the first time); `ready()` shows
 * the problems and answers whether there are none, so the values may be sent.
 */
export const useContentForm = <Values extends object, Problem>(
  initial: () => Values,
  problemsOf: (values: Values) => FormProblems<Values, Problem>,
  describe: (problem: Problem, field: keyof Values) => string,
) => {
  const { values, set, showProblems, revealProblems } = useFormValues(initial);
  const problems = problemsOf(values);
  const problemOf = (field: keyof Values) => {
    const problem = showProblems ? problems[field] : undefined;
    return problem === undefined ? undefined : describe(problem, field);
  };
  const ready = () => {
    revealProblems();
    return Object.values(problems).every((problem) => problem === undefined);
  };
  return { values, set, problemOf, ready };
};

/** What a bound field needs of its form. */
export type ContentForm<Values> = {
  values: Values;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  problemOf: (field: keyof Values) => string | undefined;
};

/**
 * The end of a save the server took: says so with the item's name, lets the list reload, and
 * closes the dialog. A refusal never gets here: it shows as the console's error toast.
 */
export const useSavedAndClose = (onSaved: () => void, onClose: () => void) => {
  const toasts = useErrorToasts();
  return (message: string) => {
    toasts.showSuccess(message);
    onSaved();
    onClose();
  };
};
