import { useId, useState } from 'react';
import { useSubmit } from 'react-router';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FilePick } from '../../ui/FilePick';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import s from './Admin.module.css';
import { PostForm } from './PostForm';
import '../../lib/texts/admin';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * Decision 059: the instance's logo, uploaded through the image pipeline (the server checks the
 * file as it checks every picture), shown in the header and on the About page.
 */
export function InstanceLogoForm(props: {
  logoUrl: string;
  name: string;
  result: FormResult | undefined;
  busy: boolean;
}) {
  const id = useId();
  const csrf = useCsrfToken();
  const submit = useSubmit();
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mine = props.result?.intent === 'logo' || props.result?.intent === 'remove-logo';
  const result = mine ? props.result : undefined;
  const error = problem ?? (isFailure(result) ? result.error : null);

  function choose(f: File | null) {
    setProblem(null);
    if (f && !ACCEPT.split(',').includes(f.type)) {
      setProblem(t('admin.logo.wrongType'));
      return;
    }
    if (f && f.size > MAX_BYTES) {
      setProblem(t('admin.logo.tooLarge'));
      return;
    }
    setFile(f);
  }

  function upload() {
    if (!file) {
      setProblem(t('admin.logo.missing'));
      return;
    }
    const body = new FormData();
    body.set('_csrf', csrf);
    body.set('intent', 'logo');
    body.set('logo', file);
    submit(body, { method: 'post', encType: 'multipart/form-data' });
    setFile(null);
  }

  return (
    <section className={s.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.sectionTitle}>
        {t('admin.logo.title')}
      </h2>
      <FormAlert id={`${id}-error`} message={error} />
      <div className={s.logoRow}>
        {props.logoUrl ? (
          <img
            className={s.logoPreview}
            src={props.logoUrl}
            alt={t('admin.logo.alt', { name: props.name })}
            width={64}
            height={64}
          />
        ) : (
          <p className={s.updated}>{t('admin.logo.none')}</p>
        )}
        <FilePick
          label={t(props.logoUrl ? 'admin.logo.chooseAnother' : 'admin.logo.choose')}
          accept={ACCEPT}
          file={file}
          onChange={choose}
          hint={t('admin.logo.hint')}
          disabled={props.busy}
        />
      </div>
      <div className={s.actions}>
        <p className={s.status} role="status">
          {isSuccess(result) ? result.message : ''}
        </p>
        {props.logoUrl ? (
          <PostForm fields={{ intent: 'remove-logo' }}>
            <Button type="submit" variant="secondary" disabled={props.busy}>
              {t('admin.logo.remove')}
            </Button>
          </PostForm>
        ) : null}
        <Button variant="primary" loading={props.busy} disabled={!file} onClick={upload}>
          {t('admin.logo.upload')}
        </Button>
      </div>
    </section>
  );
}
