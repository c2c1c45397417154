import { Select, type SelectOption } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import type { FormFields } from './experience-form';

interface FieldBase {
  /** the input's id after the form's own (`${formId}-${id}`) */
  id: string;
  label: string;
  name: string;
}

/** A one-line input filled from the form's values. */
interface TextFieldSpec extends FieldBase {
  hint?: string;
  placeholder?: string;
  inputMode?: 'numeric';
  autoComplete?: 'off';
  required?: boolean;
  readOnly?: boolean;
}

/** A choice of one; with `value` it is controlled (the preview follows it). */
interface SelectSpec extends FieldBase {
  options: readonly SelectOption[];
  value?: string;
  onValueChange?: (value: string) => void;
}

export type FieldSpec = TextFieldSpec | SelectSpec;

/** The experience form's fields from their descriptions, each with its value and its messages. */
export function FieldRun(props: {
  id: string;
  fields: readonly FieldSpec[];
  values: FormFields;
  error: (field: string) => string | null;
}) {
  const { id, values: v, error } = props;
  return props.fields.map((f) =>
    'options' in f ? (
      <Select
        key={f.id}
        id={`${id}-${f.id}`}
        label={f.label}
        name={f.name}
        options={f.options}
        value={f.value}
        onValueChange={f.onValueChange}
        defaultValue={v[f.name]}
        error={error(f.name)}
      />
    ) : (
      <TextField
        key={f.id}
        id={`${id}-${f.id}`}
        label={f.label}
        name={f.name}
        inputMode={f.inputMode}
        hint={f.hint}
        placeholder={f.placeholder}
        defaultValue={v[f.name]}
        readOnly={f.readOnly}
        autoComplete={f.autoComplete}
        required={f.required}
        error={error(f.name)}
      />
    ),
  );
}
