import { pinPath } from '#domain/catalogue/routes';
import type { BoardModel } from '#domain/pins/models';
import { useViewer } from '../../lib/viewer-context';
import { Button, ButtonLink } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { useT, withNodes } from '../../ui/i18n';
import { BoardField } from '../save';
import { canPublish, type Draft, previewSrc } from './drafts';
import s from './PinBuilder.module.css';
import { PinFields } from './PinFields';
import '../../lib/texts/builder';

/** One draft: picture with its upload progress, the pin's fields, and its own Publish. */
export function PinDraftCard({
  draft,
  boards,
  onChange,
  onPublish,
  onRemove,
  onBoardCreated,
}: {
  draft: Draft;
  boards: BoardModel[] | null;
  onChange(next: Draft): void;
  onPublish(): void;
  onRemove(): void;
  onBoardCreated(board: BoardModel): void;
}) {
  const viewer = useViewer();
  const t = useT();
  const { upload, publish } = draft;
  const id = draft.key;
  const published = publish.state === 'published';
  const busy = publish.state === 'publishing';
  const duplicate = upload.state === 'ready' ? upload.result.duplicate : null;
  const src = previewSrc(draft);
  const ratio =
    upload.state === 'ready' ? `${upload.result.width} / ${upload.result.height}` : undefined;
  return (
    <article className={s.draft} aria-labelledby={`${id}-name`}>
      <div className={s.previewColumn}>
        <div
          className={s.preview}
          style={{
            aspectRatio: ratio,
            background: upload.state === 'ready' ? upload.result.dominantColor : undefined,
          }}
        >
          {src ? <img src={src} alt="" /> : null}
        </div>
        <p id={`${id}-name`} className={s.fileName}>
          {draft.name}
        </p>
        {upload.state === 'uploading' ? (
          <div className={s.progressRow}>
            <progress
              className={s.progress}
              max={100}
              value={upload.percent}
              aria-label={t('builder.uploadingName', { name: draft.name })}
            />
            <span role="status">{t('builder.uploading', { percent: upload.percent })}</span>
          </div>
        ) : null}
        {upload.state === 'ready' && !published ? (
          <p className={s.uploaded} role="status">
            {t('builder.uploaded')}
          </p>
        ) : null}
      </div>
      <div className={s.fieldsColumn}>
        {upload.state === 'failed' ? (
          <p className={s.error} role="alert">
            {upload.message}
          </p>
        ) : null}
        {published ? (
          <div className={s.published} role="status">
            <p>{t('builder.published')}</p>
            <ButtonLink to={pinPath(publish.pin.id)}>{t('builder.seeYourPin')}</ButtonLink>
          </div>
        ) : (
          <>
            {duplicate && !draft.publishAnyway ? (
              <div className={s.warning} role="alert">
                <p>
                  {duplicate.board
                    ? withNodes(
                        t,
                        'builder.duplicateOnBoard',
                        { saved: <strong>{t('builder.duplicate')}</strong> },
                        { board: duplicate.board.name },
                      )
                    : withNodes(t, 'builder.duplicateOnProfile', {
                        saved: <strong>{t('builder.duplicate')}</strong>,
                      })}
                </p>
                <div className={s.warningActions}>
                  <ButtonLink to={pinPath(duplicate.id)}>{t('builder.seePin')}</ButtonLink>
                  <Button onClick={() => onChange({ ...draft, publishAnyway: true })}>
                    {t('builder.publishAnyway')}
                  </Button>
                </div>
              </div>
            ) : null}
            <PinFields
              idPrefix={id}
              values={draft.fields}
              onChange={(fields) => onChange({ ...draft, fields })}
              disabled={busy}
            />
            <BoardField
              viewer={viewer}
              boards={boards}
              value={{ boardId: draft.boardId, sectionId: draft.sectionId }}
              onChange={(next) => onChange({ ...draft, ...next })}
              onBoardCreated={onBoardCreated}
              disabled={busy}
            />
            {publish.state === 'failed' ? (
              <p className={s.error} role="alert">
                {publish.message}
              </p>
            ) : null}
            <div className={s.draftActions}>
              <IconButton
                icon="trash"
                onClick={onRemove}
                label={t('builder.remove', { name: draft.name })}
                disabled={busy}
              />
              <Button
                variant="primary"
                onClick={onPublish}
                loading={busy}
                disabled={!canPublish(draft)}
              >
                {t('builder.publish')}
              </Button>
            </div>
          </>
        )}
      </div>
    </article>
  );
}
