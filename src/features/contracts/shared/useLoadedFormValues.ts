import { useState } from 'react';
import { useFormValues } from '../../../shared/ui/useFormValues';

/**
 * A form's values (useFormValues) taken from data that may still be loading: they are set from
 * the first answer, and from then on they are what the person typed, whatever a refetch brings.
 */
export const useLoadedFormValues = <Source, Values extends object>(
  source: Source | undefined,
  valuesOf: (source: Source) => Values,
  empty: Values,
) => {
  const form = useFormValues(() => (source === undefined ? empty : valuesOf(source)));
  const [loaded, setLoaded] = useState(source !== undefined);
  // Adjusting state while rendering (react.dev "Storing information from previous renders"):
  // React renders again at once, so the fields never show the empty values.
  if (source !== undefined && !loaded) {
    setLoaded(true);
    form.setValues(valuesOf(source));
  }
  return { ...form, loaded };
};
