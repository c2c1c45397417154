import { PIN_LIMITS, pinTextLength } from '#domain/pins/pin-input';
import { type Translate, useT } from '../../ui/i18n';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import '../../lib/texts/builder';

export interface PinFieldValues {
  title: string;
  description: string;
  altText: string;
  link: string;
}

/** an address field's example: no text of a language */
const URL_START = 'https://';

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
  const t = useT();
  const set = (key: keyof PinFieldValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  // spec 01: the limits count characters as a person sees them (pinTextLength)
  const limit = (max: number) => ({ max, count: pinTextLength });
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        name="title"
        label={t('builder.fieldTitle')}
        value={values.title}
        onChange={set('title')}
        placeholder={t('builder.titlePlaceholder')}
        counter={limit(PIN_LIMITS.title)}
        disabled={disabled}
        autoComplete="off"
      />
      <TextArea
        id={`${idPrefix}-description`}
        name="description"
        label={t('builder.description')}
        value={values.description}
        onChange={set('description')}
        placeholder={t('builder.descriptionPlaceholder')}
        counter={limit(PIN_LIMITS.description)}
        disabled={disabled}
      />
      <TextField
        id={`${idPrefix}-alt`}
        name="alt_text"
        label={t('builder.altText')}
        value={values.altText}
        onChange={set('altText')}
        placeholder={t('builder.altPlaceholder')}
        counter={limit(PIN_LIMITS.altText)}
        disabled={disabled}
        autoComplete="off"
      />
      <TextField
        id={`${idPrefix}-link`}
        name="link"
        label={t('builder.link')}
        type="url"
        inputMode="url"
        value={values.link}
        onChange={set('link')}
        placeholder={URL_START}
        disabled={disabled}
        autoComplete="off"
      />
    </>
  );
}

/** The first problem of the fields, checked before sending (the server checks again). */
export function fieldsProblem(values: PinFieldValues, t: Translate): string | null {
  if (pinTextLength(values.title) > PIN_LIMITS.title) {
    return t('builder.titleTooLong', { max: PIN_LIMITS.title });
  }
  if (pinTextLength(values.description) > PIN_LIMITS.description) {
    return t('builder.descriptionTooLong', { max: PIN_LIMITS.description });
  }
  if (pinTextLength(values.altText) > PIN_LIMITS.altText) {
    return t('builder.altTooLong', { max: PIN_LIMITS.altText });
  }
  return null;
}
