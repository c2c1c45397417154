import { useId } from 'react';
import { Form } from 'react-router';
import { TODAY_KINDS, TODAY_LIMITS } from '#domain/discovery/today';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import s from './Composer.module.css';
import '../../lib/texts/discover';

export interface ArticleFormValues {
  title: string;
  subtitle: string;
  body: string;
  kind: string;
  interestId: string;
}

/** An article's words, kind and interest: a plain POST (intent save), so it works unhydrated. */
export function ArticleForm(props: {
  values: ArticleFormValues;
  interests: readonly { id: string; name: string }[];
  /** the server's refusal of the last save, with the field it is about */
  error: { message: string; field: string | null } | null;
  isNew: boolean;
  busy: boolean;
}) {
  const t = useT();
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
        {t('today.theArticle')}
      </h2>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="save" />
      <FormAlert id={`${id}-error`} message={general} />
      <TextField
        name="title"
        label={t('today.title')}
        defaultValue={v.title}
        required
        maxLength={TODAY_LIMITS.titleMax}
        error={errorOn('title')}
        autoFocus={Boolean(errorOn('title'))}
      />
      <TextField
        name="subtitle"
        label={t('today.subtitle')}
        hint={t('today.subtitleHint')}
        defaultValue={v.subtitle}
        maxLength={TODAY_LIMITS.subtitleMax}
        error={errorOn('subtitle')}
      />
      <TextArea
        name="body"
        label={t('today.text')}
        hint={t('today.textHint')}
        defaultValue={v.body}
        maxLength={TODAY_LIMITS.bodyMax}
        error={errorOn('body')}
      />
      <div className={s.row}>
        <Select
          name="kind"
          label={t('today.kind')}
          options={TODAY_KINDS.map((k) => ({ value: k, label: t(`today.k.${k}`) }))}
          defaultValue={v.kind || 'article'}
          error={errorOn('kind')}
        />
        <Select
          name="interestId"
          label={t('today.interest')}
          placeholder={t('today.noInterest')}
          options={props.interests.map((i) => ({ value: i.id, label: i.name }))}
          defaultValue={v.interestId}
          error={errorOn('interestId')}
        />
      </div>
      <div className={s.actions}>
        <Button type="submit" variant="primary" loading={props.busy}>
          {props.isNew ? t('today.create') : t('today.save')}
        </Button>
      </div>
    </Form>
  );
}
