import { TextField } from '../../../shared/ui/TextField';
import type { ContentForm } from './useContentForm';

/** The fields of a form's values that hold text. */
export type TextFieldOf<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

type ContentTextFieldProps<Values, K extends TextFieldOf<Values>> = {
  form: ContentForm<Values>;
  field: K;
  id: string;
  label: string;
  /** The mark beside the label: "(required)", or a hint such as the sort order's. */
  requiredLabel?: string;
};

/** A one-line text field bound to a content form's field: its value, its setter, its problem. */
export const ContentTextField = <Values, K extends TextFieldOf<Values>>({
  form,
  field,
  id,
  label,
  requiredLabel,
}: ContentTextFieldProps<Values, K>) => (
  <TextField
    id={id}
    label={label}
    {...(requiredLabel === undefined ? {} : { requiredLabel })}
    problem={form.problemOf(field)}
    value={form.values[field] as string}
    onChange={(value) => form.set(field, value as Values[K])}
  />
);
