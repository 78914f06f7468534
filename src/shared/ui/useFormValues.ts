import { useState } from 'react';

/**
 * A form's values, one setter by field name, and whether its problems show yet: they show
 * from the first save on, not while the person is still typing the first time.
 */
export const useFormValues = <Values extends object>(initial: () => Values) => {
  const [values, setValues] = useState(initial);
  const [showProblems, setShowProblems] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  return { values, setValues, set, showProblems, revealProblems: () => setShowProblems(true) };
};
