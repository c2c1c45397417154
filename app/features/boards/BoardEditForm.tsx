import { useId, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { BOARD_LIMITS } from '#domain/boards';
import type { BoardModel, PinModel } from '#domain/models';
import { useCsrfToken } from '../../lib/root-data';
import b from './Board.module.css';
import s from './Boards.module.css';
import { ConfirmDialog } from './ConfirmDialog';

interface ActionResult {
  error?: string;
  ok?: true;
  message?: string;
  intent?: string;
  fields?: Record<string, string>;
}

function Result({ intent, result }: { intent: string; result: ActionResult | undefined }) {
  if (!result || result.intent !== intent) return null;
  if (result.error) {
    return (
      <p className={s.error} role="alert">
        {result.error}
      </p>
    );
  }
  return (
    <p className={s.status} role="status">
      {result.message}
    </p>
  );
}

/** /board/{id}/edit: name, description, privacy; cover; archive; delete (with confirmation). */
export function BoardEditForm(props: { board: BoardModel; pins: PinModel[]; isOwner: boolean }) {
  const { board, pins, isOwner } = props;
  const id = useId();
  const csrf = useCsrfToken();
  const result = useActionData() as ActionResult | undefined;
  const busy = useNavigation().state !== 'idle';
  const [confirming, setConfirming] = useState(false);
  const typed = result?.intent === 'save' ? result.fields : undefined;
  const hidden = <input type="hidden" name="_csrf" value={csrf} />;

  return (
    <>
      <Form method="post" className={s.form}>
        {hidden}
        <div className={s.field}>
          <label className={s.label} htmlFor={`${id}-name`}>
            Name
          </label>
          <input
            id={`${id}-name`}
            className={s.input}
            name="name"
            defaultValue={typed?.name ?? board.name}
            maxLength={BOARD_LIMITS.name}
            required
          />
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor={`${id}-description`}>
            Description
          </label>
          <textarea
            id={`${id}-description`}
            className={`${s.input} ${s.textarea}`}
            name="description"
            defaultValue={typed?.description ?? board.description}
            maxLength={BOARD_LIMITS.description}
            placeholder="What's your board about?"
          />
          <p className={s.hint}>Up to {BOARD_LIMITS.description} characters.</p>
        </div>
        {isOwner ? (
          <fieldset className={s.radios}>
            <legend>Who can see this board</legend>
            {(
              [
                ['public', 'Public', 'Anyone can see it on your profile.'],
                [
                  'protected',
                  'Protected',
                  'Only people with the link can see it; not on your profile.',
                ],
                ['secret', 'Secret', 'Only you and collaborators can see it.'],
              ] as const
            ).map(([value, label, hint]) => (
              <label key={value} className={s.check}>
                <input
                  type="radio"
                  name="privacy"
                  value={value}
                  defaultChecked={(typed?.privacy || board.privacy) === value}
                />
                <span className={s.checkText}>
                  <strong>{label}</strong>
                  <span>{hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <Result intent="save" result={result} />
        <div className={s.actions}>
          <a className={s.secondary} href={board.url}>
            Cancel
          </a>
          <button type="submit" name="intent" value="save" className={s.primary} disabled={busy}>
            Save
          </button>
        </div>
      </Form>

      <section className={b.block} aria-labelledby={`${id}-cover`}>
        <h2 id={`${id}-cover`} className={b.blockTitle}>
          Cover
        </h2>
        {pins.length ? (
          <Form method="post">
            {hidden}
            <fieldset className={b.covers}>
              <legend className="visually-hidden">Choose the cover Pin</legend>
              <label className={b.coverOption}>
                <input type="radio" name="coverPinId" value="" defaultChecked={!board.coverPinId} />
                <span className={b.coverNone}>Newest Pins</span>
              </label>
              {pins.map((p, i) => {
                const img = p.images['236x'];
                return (
                  <label key={p.id} className={b.coverOption}>
                    <input
                      type="radio"
                      name="coverPinId"
                      value={p.id}
                      defaultChecked={board.coverPinId === p.id}
                    />
                    {img ? (
                      <img src={img.url} alt={p.gridTitle || p.altText || `Pin ${i + 1}`} />
                    ) : (
                      <span className={b.coverNone}>{p.gridTitle || `Pin ${i + 1}`}</span>
                    )}
                  </label>
                );
              })}
            </fieldset>
            <Result intent="cover" result={result} />
            <div className={s.actions}>
              <button
                type="submit"
                name="intent"
                value="cover"
                className={s.secondary}
                disabled={busy}
              >
                Save cover
              </button>
            </div>
          </Form>
        ) : (
          <p className={s.status}>Save Pins to this board to choose a cover.</p>
        )}
      </section>

      {isOwner ? (
        <section className={b.block} aria-labelledby={`${id}-archive`}>
          <h2 id={`${id}-archive`} className={b.blockTitle}>
            {board.archived ? 'Unarchive' : 'Archive'}
          </h2>
          <p className={s.status}>
            {board.archived
              ? 'Bring the board back among your boards so you can save to it again.'
              : 'Archived boards move to the end of your profile and take no new Pins.'}
          </p>
          <Form method="post">
            {hidden}
            <Result intent={board.archived ? 'unarchive' : 'archive'} result={result} />
            <Result intent={board.archived ? 'archive' : 'unarchive'} result={result} />
            <div className={s.actions}>
              <button
                type="submit"
                name="intent"
                value={board.archived ? 'unarchive' : 'archive'}
                className={s.secondary}
                disabled={busy}
              >
                {board.archived ? 'Unarchive board' : 'Archive board'}
              </button>
            </div>
          </Form>
        </section>
      ) : null}

      {isOwner ? (
        <section className={b.block} aria-labelledby={`${id}-delete`}>
          <h2 id={`${id}-delete`} className={b.blockTitle}>
            Delete board
          </h2>
          <p className={s.status}>Delete this board and its {board.pinCount} Pins for good.</p>
          <Result intent="delete" result={result} />
          <div className={s.actions}>
            <button type="button" className={s.danger} onClick={() => setConfirming(true)}>
              Delete board
            </button>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete this board?"
            description={`${board.name} and its ${board.pinCount} Pins will be gone for good. This can't be undone.`}
            confirmLabel="Delete forever"
            confirm={
              <Form method="post" onSubmit={() => setConfirming(false)}>
                {hidden}
                <button type="submit" name="intent" value="delete" className={s.danger}>
                  Delete forever
                </button>
              </Form>
            }
          />
        </section>
      ) : null}
    </>
  );
}
