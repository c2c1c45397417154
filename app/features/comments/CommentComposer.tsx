import { type FormEvent, useId, useState } from 'react';
import { COMMENT_MAX_CHARS } from '#domain/comments/comments';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { TextArea } from '../../ui/TextArea';
import s from './Comments.module.css';

/**
 * The field a comment, a reply or an edit is written in. `send` answers an error's text (shown
 * under the field, the text kept) or null (the field empties).
 */
export function CommentComposer(props: {
  label: string;
  submitLabel: string;
  initialText?: string;
  autoFocus?: boolean;
  send(text: string): Promise<string | null>;
  onCancel?(): void;
}) {
  const [text, setText] = useState(props.initialText ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alertId = useId();
  const t = useT();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !text.trim()) return;
    setBusy(true);
    const problem = await props.send(text);
    setBusy(false);
    setError(problem);
    if (!problem && props.initialText === undefined) setText('');
  }
  return (
    <form className={s.composer} onSubmit={submit} noValidate>
      <TextArea
        name="text"
        label={props.label}
        hideLabel
        placeholder={props.label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={1}
        autoGrow
        maxLength={COMMENT_MAX_CHARS}
        describedBy={[error ? alertId : null]}
        invalid={Boolean(error)}
        {...(props.autoFocus ? { autoFocus: true } : {})}
      />
      <FormAlert id={alertId} message={error} />
      <div className={s.composerActions}>
        {props.onCancel ? (
          <Button variant="tertiary" size="sm" onClick={props.onCancel}>
            {t('comments.cancel')}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          size="sm"
          loading={busy}
          aria-disabled={!text.trim() || undefined}
        >
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
