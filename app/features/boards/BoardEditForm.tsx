import { useId, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { BOARD_LIMITS } from '#domain/boards/boards';
import type { BoardModel, PinModel } from '#domain/pins/models';
import { useModalShape } from '../../lib/modal-shape';
import { useCsrfToken } from '../../lib/root-data';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import b from './Board.module.css';
import '../../lib/texts/boards';

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
  const t = useT();
  const pinCount = { count: board.pinCount, n: String(board.pinCount) };
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
          label={t('boards.name')}
          defaultValue={typed?.name ?? board.name}
          maxLength={BOARD_LIMITS.name}
          required
        />
        <TextArea
          name="description"
          label={t('boards.description')}
          defaultValue={typed?.description ?? board.description}
          maxLength={BOARD_LIMITS.description}
          placeholder={t('boards.edit.descriptionPlaceholder')}
          hint={t('boards.edit.descriptionHint', { max: BOARD_LIMITS.description })}
        />
        {isOwner ? (
          <RadioGroup
            legend={t('boards.edit.privacy')}
            name="privacy"
            defaultValue={typed?.privacy || board.privacy}
            options={[
              {
                value: 'public',
                label: t('boards.public'),
                hint: t('boards.edit.publicHint'),
              },
              {
                value: 'protected',
                label: t('boards.protected'),
                hint: t('boards.edit.protectedHint'),
              },
              {
                value: 'secret',
                label: t('boards.secret'),
                hint: t('boards.edit.secretHint'),
              },
            ]}
          />
        ) : null}
        <Result intent="save" result={result} />
        <div className={b.formActions}>
          <ButtonLink to={board.url}>{t('boards.cancel')}</ButtonLink>
          <Button type="submit" name="intent" value="save" variant="primary" disabled={busy}>
            {t('boards.save')}
          </Button>
        </div>
      </Form>

      <section className={b.block} aria-labelledby={`${id}-cover`}>
        <h2 id={`${id}-cover`} className={b.blockTitle}>
          {t('boards.edit.cover')}
        </h2>
        {pins.length ? (
          <Form method="post">
            {hidden}
            <fieldset className={b.covers}>
              <legend className="visually-hidden">{t('boards.edit.chooseCover')}</legend>
              <label className={b.coverOption}>
                <input type="radio" name="coverPinId" value="" defaultChecked={!board.coverPinId} />
                <span className={b.coverNone}>{t('boards.edit.newestPins')}</span>
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
                      <img
                        src={img.url}
                        alt={p.gridTitle || p.altText || t('boards.pinNumber', { number: i + 1 })}
                      />
                    ) : (
                      <span className={b.coverNone}>
                        {p.gridTitle || t('boards.pinNumber', { number: i + 1 })}
                      </span>
                    )}
                  </label>
                );
              })}
            </fieldset>
            <Result intent="cover" result={result} />
            <div className={b.formActions}>
              <Button type="submit" name="intent" value="cover" disabled={busy}>
                {t('boards.edit.saveCover')}
              </Button>
            </div>
          </Form>
        ) : (
          <p className={b.status}>{t('boards.edit.noCover')}</p>
        )}
      </section>

      {isOwner ? (
        <section className={b.block} aria-labelledby={`${id}-comments`}>
          <h2 id={`${id}-comments`} className={b.blockTitle}>
            {t('boards.edit.comments')}
          </h2>
          <p className={b.status}>
            {props.commentsOff ? t('boards.edit.commentsOff') : t('boards.edit.commentsOn')}
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
                {props.commentsOff
                  ? t('boards.edit.turnOnComments')
                  : t('boards.edit.turnOffComments')}
              </Button>
            </div>
          </Form>
        </section>
      ) : null}

      {isOwner ? (
        <section className={b.block} aria-labelledby={`${id}-archive`}>
          <h2 id={`${id}-archive`} className={b.blockTitle}>
            {board.archived ? t('boards.edit.unarchive') : t('boards.edit.archive')}
          </h2>
          <p className={b.status}>
            {board.archived ? t('boards.edit.unarchiveText') : t('boards.edit.archiveText')}
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
                {board.archived ? t('boards.edit.unarchiveBoard') : t('boards.edit.archiveBoard')}
              </Button>
            </div>
          </Form>
        </section>
      ) : null}

      {isOwner ? (
        <section className={b.block} aria-labelledby={`${id}-delete`}>
          <h2 id={`${id}-delete`} className={b.blockTitle}>
            {t('boards.edit.deleteBoard')}
          </h2>
          <p className={b.status}>{t('boards.edit.deleteText', pinCount)}</p>
          <Result intent="delete" result={result} />
          <div className={b.formActions}>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('boards.edit.deleteBoard')}
            </Button>
          </div>
          <ConfirmDialog
            {...confirmShape}
            {...confirmShape}
            open={confirming}
            onOpenChange={setConfirming}
            title={t('boards.edit.deleteTitle')}
            description={t('boards.edit.deleteConfirm', { ...pinCount, name: board.name })}
            confirmLabel={t('boards.edit.deleteForever')}
            confirm={
              <Form method="post" onSubmit={() => setConfirming(false)}>
                {hidden}
                <Button type="submit" name="intent" value="delete" variant="danger">
                  {t('boards.edit.deleteForever')}
                </Button>
              </Form>
            }
          />
        </section>
      ) : null}
    </>
  );
}
