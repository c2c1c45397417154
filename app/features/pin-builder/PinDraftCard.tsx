import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { BoardModel } from '#domain/models';
import { pinPath } from '#domain/routes';
import { BoardPicker } from './BoardPicker';
import { canPublish, type Draft } from './drafts';
import s from './PinBuilder.module.css';
import { PinFields } from './PinFields';

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
  const { upload, publish } = draft;
  const id = draft.key;
  const published = publish.state === 'published';
  const busy = publish.state === 'publishing';
  const duplicate = upload.state === 'ready' ? upload.result.duplicate : null;
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
          {draft.preview ? <img src={draft.preview} alt="" /> : null}
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
              aria-label={`Uploading ${draft.name}`}
            />
            <span role="status">Uploading… {upload.percent}%</span>
          </div>
        ) : null}
        {upload.state === 'ready' && !published ? (
          <p className={s.uploaded} role="status">
            Uploaded
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
            <p>Your Pin is published.</p>
            <Link to={pinPath(publish.pin.id)} className={s.secondaryButton}>
              See your Pin
            </Link>
          </div>
        ) : (
          <>
            {duplicate && !draft.publishAnyway ? (
              <div className={s.warning} role="alert">
                <p>
                  <strong>You already saved this picture</strong>{' '}
                  {duplicate.board ? `to ${duplicate.board.name}` : 'to your profile'}.
                </p>
                <div className={s.warningActions}>
                  <Link to={pinPath(duplicate.id)} className={s.secondaryButton}>
                    See the Pin
                  </Link>
                  <button
                    type="button"
                    className={s.secondaryButton}
                    onClick={() => onChange({ ...draft, publishAnyway: true })}
                  >
                    Publish anyway
                  </button>
                </div>
              </div>
            ) : null}
            <PinFields
              idPrefix={id}
              values={draft.fields}
              onChange={(fields) => onChange({ ...draft, fields })}
              disabled={busy}
            />
            <BoardPicker
              idPrefix={id}
              boards={boards}
              boardId={draft.boardId}
              sectionId={draft.sectionId}
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
              <button
                type="button"
                className={s.iconButton}
                onClick={onRemove}
                aria-label={`Remove ${draft.name}`}
                disabled={busy}
              >
                <Trash2 size={20} aria-hidden="true" />
              </button>
              <button
                type="button"
                className={s.primaryButton}
                onClick={onPublish}
                disabled={!canPublish(draft)}
              >
                {busy ? 'Publishing…' : 'Publish'}
              </button>
            </div>
          </>
        )}
      </div>
    </article>
  );
}
