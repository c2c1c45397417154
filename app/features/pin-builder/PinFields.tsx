import { PIN_LIMITS, pinTextLength } from '#domain/pin-input';
import s from './PinBuilder.module.css';

export interface PinFieldValues {
  title: string;
  description: string;
  altText: string;
  link: string;
}

export const EMPTY_FIELDS: PinFieldValues = { title: '', description: '', altText: '', link: '' };

function Counter({ id, value, max }: { id: string; value: string; max: number }) {
  const n = pinTextLength(value);
  return (
    <span id={id} className={n > max ? `${s.counter} ${s.over}` : s.counter}>
      {n}/{max}
    </span>
  );
}

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
  const over = (v: string, max: number) => (pinTextLength(v) > max ? true : undefined);
  return (
    <>
      <div className={s.field}>
        <div className={s.labelRow}>
          <label className={s.label} htmlFor={`${idPrefix}-title`}>
            Title
          </label>
          <Counter id={`${idPrefix}-title-count`} value={values.title} max={PIN_LIMITS.title} />
        </div>
        <input
          id={`${idPrefix}-title`}
          className={s.input}
          value={values.title}
          onChange={set('title')}
          placeholder="Add a title"
          aria-describedby={`${idPrefix}-title-count`}
          aria-invalid={over(values.title, PIN_LIMITS.title)}
          disabled={disabled}
          autoComplete="off"
        />
      </div>
      <div className={s.field}>
        <div className={s.labelRow}>
          <label className={s.label} htmlFor={`${idPrefix}-description`}>
            Description
          </label>
          <Counter
            id={`${idPrefix}-description-count`}
            value={values.description}
            max={PIN_LIMITS.description}
          />
        </div>
        <textarea
          id={`${idPrefix}-description`}
          className={`${s.input} ${s.textarea}`}
          value={values.description}
          onChange={set('description')}
          placeholder="Tell everyone what your Pin is about"
          aria-describedby={`${idPrefix}-description-count`}
          aria-invalid={over(values.description, PIN_LIMITS.description)}
          disabled={disabled}
        />
      </div>
      <div className={s.field}>
        <div className={s.labelRow}>
          <label className={s.label} htmlFor={`${idPrefix}-alt`}>
            Alt text
          </label>
          <Counter id={`${idPrefix}-alt-count`} value={values.altText} max={PIN_LIMITS.altText} />
        </div>
        <input
          id={`${idPrefix}-alt`}
          className={s.input}
          value={values.altText}
          onChange={set('altText')}
          placeholder="Describe the picture for people who can't see it"
          aria-describedby={`${idPrefix}-alt-count`}
          aria-invalid={over(values.altText, PIN_LIMITS.altText)}
          disabled={disabled}
          autoComplete="off"
        />
      </div>
      <div className={s.field}>
        <label className={s.label} htmlFor={`${idPrefix}-link`}>
          Destination link
        </label>
        <input
          id={`${idPrefix}-link`}
          className={s.input}
          type="url"
          inputMode="url"
          value={values.link}
          onChange={set('link')}
          placeholder="https://"
          disabled={disabled}
          autoComplete="off"
        />
      </div>
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
