import { useId } from 'react';
import { Form } from 'react-router';
import { TODAY_KIND_LABELS, TODAY_KINDS, TODAY_LIMITS } from '#domain/discovery/today';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import s from './Composer.module.css';

export interface ArticleFormValues {
  title: string;
  subtitle: string;
  body: string;
  kind: string;
  interestId: string;
}

const KIND_OPTIONS = TODAY_KINDS.map((k) => ({ value: k, label: TODAY_KIND_LABELS[k] }));

/** An article's words, kind and interest: a plain POST (intent save), so it works unhydrated. */
export function ArticleForm(props: {
  values: ArticleFormValues;
  interests: readonly { id: string; name: string }[];
  /** the server's refusal of the last save, with the field it is about */
  error: { message: string; field: string | null } | null;
  isNew: boolean;
  busy: boolean;
}) {
  const id = useId();
  const csrf = useCsrfToken();
  const v = props.values;
  const errorOn = (field: string) =>
    props.error && props.error.field === field ? props.error.message : null;
  const general =
    props.error &&
    !['title', 'subtitle', 'body', 'kind', 'interestId'].includes(props.error.field ?? '')
      ? props.error.message
      : null;
  return (
    <Form method="post" className={s.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.sectionTitle}>
        The article
      </h2>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="save" />
      <FormAlert id={`${id}-error`} message={general} />
      <TextField
        name="title"
        label="Title"
        defaultValue={v.title}
        required
        maxLength={TODAY_LIMITS.titleMax}
        error={errorOn('title')}
        autoFocus={Boolean(errorOn('title'))}
      />
      <TextField
        name="subtitle"
        label="Subtitle"
        hint="One line under the title, on the card and the article."
        defaultValue={v.subtitle}
        maxLength={TODAY_LIMITS.subtitleMax}
        error={errorOn('subtitle')}
      />
      <TextArea
        name="body"
        label="Text"
        hint="A blank line starts a new paragraph."
        defaultValue={v.body}
        maxLength={TODAY_LIMITS.bodyMax}
        error={errorOn('body')}
      />
      <div className={s.row}>
        <Select
          name="kind"
          label="Kind"
          options={KIND_OPTIONS}
          defaultValue={v.kind || 'article'}
          error={errorOn('kind')}
        />
        <Select
          name="interestId"
          label="Interest"
          placeholder="No interest"
          options={props.interests.map((i) => ({ value: i.id, label: i.name }))}
          defaultValue={v.interestId}
          error={errorOn('interestId')}
        />
      </div>
      <div className={s.actions}>
        <Button type="submit" variant="primary" loading={props.busy}>
          {props.isNew ? 'Create article' : 'Save'}
        </Button>
      </div>
    </Form>
  );
}
