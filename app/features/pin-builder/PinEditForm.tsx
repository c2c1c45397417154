import { type FormEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { pinPath, profilePath } from '#domain/catalogue/routes';
import type { BoardModel, PinModel } from '#domain/pins/models';
import { useModalShape } from '../../lib/modal-shape';
import { postResource } from '../../lib/resource';
import { useViewer } from '../../lib/viewer-context';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { messageOf, useSubmit } from '../boards';
import { BoardField } from '../save';
import s from './PinBuilder.module.css';
import { fieldsProblem, PinFields, type PinFieldValues } from './PinFields';
import { useMyBoards } from './use-my-boards';
import '../../lib/texts/boards';
import '../../lib/texts/builder';

/** M-034: edit a pin's words, link, board and section, or delete it (with confirmation). */
export function PinEditForm({ pin }: { pin: PinModel }) {
  const id = useId();
  const t = useT();
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
  const { busy, error, run } = useSubmit((e) => messageOf(e, t('boards.failed')));
  const [confirming, setConfirming] = useState(false);
  const confirmShape = useModalShape('slideUp');

  function save(e: FormEvent) {
    e.preventDefault();
    void run(fieldsProblem(fields, t), async () => {
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
    });
  }

  function remove() {
    void run(
      null,
      async () => {
        await postResource('PinResource', 'delete', { id: pin.id });
        setConfirming(false);
        navigate(pin.board?.url ?? profilePath(viewer.username ?? pin.pinner.username));
      },
      () => setConfirming(false),
    );
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
          {t('builder.editHeading')}
        </h1>
        <PinFields idPrefix={id} values={fields} onChange={setFields} disabled={busy} />
        <BoardField
          viewer={viewer}
          boards={boards}
          value={place}
          onChange={setPlace}
          onBoardCreated={(b: BoardModel) => add(b)}
          disabled={busy}
        />
        <FormAlert id={`${id}-error`} message={error} />
        <div className={s.formActions}>
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
            {t('builder.delete')}
          </Button>
          <div className={s.boardRow}>
            <ButtonLink to={pinPath(pin.id)}>{t('builder.cancel')}</ButtonLink>
            <Button type="submit" variant="primary" loading={busy}>
              {t('builder.save')}
            </Button>
          </div>
        </div>
      </div>
      <ConfirmDialog
        {...confirmShape}
        open={confirming}
        onOpenChange={setConfirming}
        title={t('builder.deleteTitle')}
        description={t('builder.deleteText')}
        confirmLabel={t('builder.delete')}
        busy={busy}
        onConfirm={remove}
      />
    </form>
  );
}
