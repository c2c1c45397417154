import { useId, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { BOARD_LIMITS } from '#domain/boards/boards';
import type { BoardModel, PinModel } from '#domain/pins/models';
import { useModalShape } from '../../lib/modal-shape';
import { useCsrfToken } from '../../lib/root-data';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import b from './Board.module.css';

interface ActionResult {
  error?: string;
  ok?: true;
  message?: string;
  intent?: string;
  fields?: Record<string, string>;
}

function Result({ intent, result }: { intent: string; result: ActionResult | undefined }) {
  if (!result || result.intent !== intent) return null;
  if (result.error) return <FormAlert id={`board-edit-${intent}-error`} message={result.error} />;
  return (
    <p className={b.status} role="status">
      {result.message}
    </p>
  );
}

/** /board/{id}/edit: name, description, privacy; cover; archive; delete (with confirmation). */
export function BoardEditForm(props: {
  board: BoardModel;
  pins: PinModel[];
  isOwner: boolean;
  /** decision 042: the owner turned comments off for the board's own Pins */
  commentsOff?: boolean;
}) {
  const { board, pins, isOwner } = props;
  const id = useId();
  const csrf = useCsrfToken();
  const result = useActionData() as ActionResult | undefined;
  const busy = useNavigation().state !== 'idle';
  const [confirming, setConfirming] = useState(false);
  const confirmShape = useModalShape('slideUp');
  const typed = result?.intent === 'save' ? result.fields : undefined;
  const hidden = <input type="hidden" name="_csrf" value={csrf} />;

  return (
    <>
      <Form method="post" className={b.form}>
        {hidden}
        <TextField
          name="name"
          label="Name"
          defaultValue={typed?.name ?? board.name}
          maxLength={BOARD_LIMITS.name}
          required
        />
        <TextArea
          name="description"
          label="Description"
          defaultValue={typed?.description ?? board.description}
          maxLength={BOARD_LIMITS.description}
          placeholder="What's your board about?"
          hint={`Up to ${BOARD_LIMITS.description} characters.`}
        />
        {isOwner ? (
          <RadioGroup
            legend="Who can see this board"
            name="privacy"
            defaultValue={typed?.privacy || board.privacy}
            options={[
              { value: 'public', label: 'Public', hint: 'Anyone can see it on your profile.' },
              {
                value: 'protected',
                label: 'Protected',
                hint: 'Only people with the link can see it; not on your profile.',
              },
              { value: 'secret', label: 'Secret', hint: 'Only you and collaborators can see it.' },
            ]}
          />
        ) : null}
        <Result intent="save" result={result} />
        <div className={b.formActions}>
          <ButtonLink to={board.url}>Cancel</ButtonLink>
          <Button type="submit" name="intent" value="save" variant="primary" disabled={busy}>
            Save
          </Button>
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
            <div className={b.formActions}>
              <Button type="submit" name="intent" value="cover" disabled={busy}>
                Save cover
              </Button>
            </div>
          </Form>
        ) : (
          <p className={b.status}>Save Pins to this board to choose a cover.</p>
        )}
      </section>

      {isOwner ? (
        <section className={b.block} aria-labelledby={`${id}-comments`}>
          <h2 id={`${id}-comments`} className={b.blockTitle}>
            Comments
          </h2>
          <p className={b.status}>
            {props.commentsOff
              ? 'Nobody can comment on the Pins you saved here first. Comments already written stay.'
              : 'People can comment on the Pins you saved here first.'}
          </p>
          <Form method="post">
            {hidden}
            <Result intent={props.commentsOff ? 'comments-on' : 'comments-off'} result={result} />
            <Result intent={props.commentsOff ? 'comments-off' : 'comments-on'} result={result} />
            <div className={b.formActions}>
              <Button
                type="submit"
                name="intent"
                value={props.commentsOff ? 'comments-on' : 'comments-off'}
                disabled={busy}
              >
                {props.commentsOff ? 'Turn on comments' : 'Turn off comments'}
              </Button>
            </div>
          </Form>
        </section>
      ) : null}

      {isOwner ? (
        <section className={b.block} aria-labelledby={`${id}-archive`}>
          <h2 id={`${id}-archive`} className={b.blockTitle}>
            {board.archived ? 'Unarchive' : 'Archive'}
          </h2>
          <p className={b.status}>
            {board.archived
              ? 'Bring the board back among your boards so you can save to it again.'
              : 'Archived boards move to the end of your profile and take no new Pins.'}
          </p>
          <Form method="post">
            {hidden}
            <Result intent={board.archived ? 'unarchive' : 'archive'} result={result} />
            <Result intent={board.archived ? 'archive' : 'unarchive'} result={result} />
            <div className={b.formActions}>
              <Button
                type="submit"
                name="intent"
                value={board.archived ? 'unarchive' : 'archive'}
                disabled={busy}
              >
                {board.archived ? 'Unarchive board' : 'Archive board'}
              </Button>
            </div>
          </Form>
        </section>
      ) : null}

      {isOwner ? (
        <section className={b.block} aria-labelledby={`${id}-delete`}>
          <h2 id={`${id}-delete`} className={b.blockTitle}>
            Delete board
          </h2>
          <p className={b.status}>Delete this board and its {board.pinCount} Pins for good.</p>
          <Result intent="delete" result={result} />
          <div className={b.formActions}>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete board
            </Button>
          </div>
          <ConfirmDialog
            {...confirmShape}
            {...confirmShape}
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete this board?"
            description={`${board.name} and its ${board.pinCount} Pins will be gone for good. This can't be undone.`}
            confirmLabel="Delete forever"
            confirm={
              <Form method="post" onSubmit={() => setConfirming(false)}>
                {hidden}
                <Button type="submit" name="intent" value="delete" variant="danger">
                  Delete forever
                </Button>
              </Form>
            }
          />
        </section>
      ) : null}
    </>
  );
}
