import { PIN_LIMITS, pinTextLength } from '#domain/pins/pin-input';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';

export interface PinFieldValues {
  title: string;
  description: string;
  altText: string;
  link: string;
}

export const EMPTY_FIELDS: PinFieldValues = { title: '', description: '', altText: '', link: '' };

/** Title (counter /100), description (/500), alt text (/500) and destination link of a pin. */
export function PinFields({
  idPrefix,
  values,
  onChange,
  disabled,
}: {
  idPrefix: string;
  values: PinFieldValues;
  onChange(next: PinFieldValues): void;
  disabled?: boolean;
}) {
  const set = (key: keyof PinFieldValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  // spec 01: the limits count characters as a person sees them (pinTextLength)
  const limit = (max: number) => ({ max, count: pinTextLength });
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        name="title"
        label="Title"
        value={values.title}
        onChange={set('title')}
        placeholder="Add a title"
        counter={limit(PIN_LIMITS.title)}
        disabled={disabled}
        autoComplete="off"
      />
      <TextArea
        id={`${idPrefix}-description`}
        name="description"
        label="Description"
        value={values.description}
        onChange={set('description')}
        placeholder="Tell everyone what your Pin is about"
        counter={limit(PIN_LIMITS.description)}
        disabled={disabled}
      />
      <TextField
        id={`${idPrefix}-alt`}
        name="alt_text"
        label="Alt text"
        value={values.altText}
        onChange={set('altText')}
        placeholder="Describe the picture for people who can't see it"
        counter={limit(PIN_LIMITS.altText)}
        disabled={disabled}
        autoComplete="off"
      />
      <TextField
        id={`${idPrefix}-link`}
        name="link"
        label="Destination link"
        type="url"
        inputMode="url"
        value={values.link}
        onChange={set('link')}
        placeholder="https://"
        disabled={disabled}
        autoComplete="off"
      />
    </>
  );
}

/** The first problem of the fields, checked before sending (the server checks again). */
export function fieldsProblem(values: PinFieldValues): string | null {
  if (pinTextLength(values.title) > PIN_LIMITS.title) {
    return `Title can be at most ${PIN_LIMITS.title} characters.`;
  }
  if (pinTextLength(values.description) > PIN_LIMITS.description) {
    return `Description can be at most ${PIN_LIMITS.description} characters.`;
  }
  if (pinTextLength(values.altText) > PIN_LIMITS.altText) {
    return `Alt text can be at most ${PIN_LIMITS.altText} characters.`;
  }
  return null;
}
