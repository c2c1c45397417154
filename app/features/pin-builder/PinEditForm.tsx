import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BoardModel, PinModel } from '#domain/models';
import { pinPath, profilePath } from '#domain/routes';
import { ApiError, postResource } from '../../lib/resource';
import { useViewer } from '../../lib/viewer-context';
import { BoardPicker } from './BoardPicker';
import s from './PinBuilder.module.css';
import { fieldsProblem, PinFields, type PinFieldValues } from './PinFields';
import { useMyBoards } from './use-my-boards';

function messageOf(e: unknown): string {
  return e instanceof ApiError || e instanceof Error
    ? e.message
    : 'Something went wrong. Please try again.';
}

/** M-034: edit a pin's words, link, board and section, or delete it (with confirmation). */
export function PinEditForm({ pin }: { pin: PinModel }) {
  const id = useId();
  const viewer = useViewer();
  const navigate = useNavigate();
  const { boards: mine, add } = useMyBoards(viewer);
  // a collaborator's pin sits on a board that is not theirs: keep it choosable
  const boards = useMemo(() => {
    if (!mine) return null;
    const current = pin.board;
    return current && !mine.some((b) => b.id === current.id) ? [current, ...mine] : mine;
  }, [mine, pin.board]);
  const [fields, setFields] = useState<PinFieldValues>({
    title: pin.title,
    description: pin.description,
    altText: pin.altText ?? '',
    link: pin.link ?? '',
  });
  const [place, setPlace] = useState({
    boardId: pin.board?.id ?? '',
    sectionId: pin.section?.id ?? '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    const problem = fieldsProblem(fields);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const moved = place.boardId !== (pin.board?.id ?? '');
      const saved = await postResource<PinModel>('PinResource', 'update', {
        id: pin.id,
        title: fields.title,
        description: fields.description,
        alt_text: fields.altText,
        link: fields.link,
        ...(moved ? { board_id: place.boardId || null } : {}),
        section_id: place.sectionId || null,
      });
      navigate(pinPath(saved.id));
    } catch (err) {
      setBusy(false);
      setError(messageOf(err));
    }
  }

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await postResource('PinResource', 'delete', { id: pin.id });
      setConfirming(false);
      navigate(pin.board?.url ?? profilePath(viewer.username ?? pin.pinner.username));
    } catch (err) {
      setBusy(false);
      setConfirming(false);
      setError(messageOf(err));
    }
  }

  return (
    <form className={s.editCard} onSubmit={save} noValidate aria-labelledby={`${id}-heading`}>
      <div className={s.previewColumn}>
        <div
          className={s.preview}
          style={{
            aspectRatio: `${pin.images['236x']?.width ?? 1} / ${pin.images['236x']?.height ?? 1}`,
            background: pin.dominantColor,
          }}
        >
          {pin.images['236x'] ? <img src={pin.images['236x'].url} alt="" /> : null}
        </div>
      </div>
      <div className={s.fieldsColumn}>
        <h1 id={`${id}-heading`} className={s.title}>
          Edit this Pin
        </h1>
        <PinFields idPrefix={id} values={fields} onChange={setFields} disabled={busy} />
        <BoardPicker
          idPrefix={id}
          boards={boards}
          boardId={place.boardId}
          sectionId={place.sectionId}
          onChange={setPlace}
          onBoardCreated={(b: BoardModel) => add(b)}
          disabled={busy}
        />
        {error ? (
          <p className={s.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={s.formActions}>
          <button
            type="button"
            className={s.dangerButton}
            onClick={() => setConfirming(true)}
            disabled={busy}
          >
            Delete
          </button>
          <div className={s.boardRow}>
            <Link to={pinPath(pin.id)} className={s.secondaryButton}>
              Cancel
            </Link>
            <button type="submit" className={s.primaryButton} disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </button>
          </div>
        </div>
      </div>
      <Dialog.Root open={confirming} onOpenChange={setConfirming}>
        <Dialog.Portal>
          <Dialog.Overlay className={s.backdrop} />
          <Dialog.Content className={s.dialog} role="alertdialog">
            <Dialog.Title className={s.dialogTitle}>Delete this Pin?</Dialog.Title>
            <Dialog.Description className={s.hint}>
              Once you delete a Pin, you can't undo it.
            </Dialog.Description>
            <div className={s.formActions}>
              <Dialog.Close className={s.secondaryButton}>Cancel</Dialog.Close>
              <button
                type="button"
                className={s.primaryButton}
                onClick={() => void remove()}
                disabled={busy}
              >
                {busy ? 'Deleting…' : 'Delete'}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </form>
  );
}
