import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { BOARD_LIMITS, sectionTitleProblem, textProblemMessage } from '#domain/boards';
import type { SectionModel } from '#domain/models';
import { ApiError, postResource } from '../../lib/resource';
import s from './Boards.module.css';

/** Add a section to a board (BoardSectionResource create), optionally moving pins into it. */
export function SectionDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  boardId: string;
  pinIds?: string[];
  onCreated(section: SectionModel): void;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = props.pinIds?.length ?? 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = textProblemMessage('sectionTitle', sectionTitleProblem(title));
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const section = await postResource<SectionModel>('BoardSectionResource', 'create', {
        board_id: props.boardId,
        title: title.trim(),
        ...(count ? { pin_ids: props.pinIds } : {}),
      });
      setTitle('');
      setBusy(false);
      props.onOpenChange(false);
      props.onCreated(section);
    } catch (err) {
      setBusy(false);
      setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    }
  }

  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(o) => {
        if (!o) setError(null);
        props.onOpenChange(o);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={s.backdrop} />
        <Dialog.Content className={s.dialog} aria-describedby={undefined}>
          <Dialog.Close className={s.close} aria-label="Close">
            <X size={20} aria-hidden="true" />
          </Dialog.Close>
          <Dialog.Title className={s.dialogTitle}>
            {count ? `New section with ${count} Pin${count === 1 ? '' : 's'}` : 'Add section'}
          </Dialog.Title>
          <form className={s.form} onSubmit={submit} noValidate>
            <div className={s.field}>
              <label className={s.label} htmlFor={`${id}-title`}>
                Section name
              </label>
              <input
                id={`${id}-title`}
                className={s.input}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                maxLength={BOARD_LIMITS.sectionTitle}
                placeholder='Like "Breakfast" or "Living room"'
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                autoComplete="off"
              />
            </div>
            {error ? (
              <p id={`${id}-error`} className={s.error} role="alert">
                {error}
              </p>
            ) : null}
            <div className={s.actions}>
              <button type="submit" className={s.primary} disabled={busy || !title.trim()}>
                {busy ? 'Adding…' : 'Add'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
