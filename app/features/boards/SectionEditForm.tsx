import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { BOARD_LIMITS } from '#domain/boards/boards';
import type { BoardModel, SectionModel } from '#domain/pins/models';
import { useModalShape } from '../../lib/modal-shape';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useT } from '../../ui/i18n';
import { TextField } from '../../ui/TextField';
import b from './Board.module.css';
import '../../lib/texts/boards';

/** /boardsection/{id}/edit (M-046): rename or delete a section (its pins stay on the board). */
export function SectionEditForm(props: {
  section: SectionModel;
  board: BoardModel;
  failure: { error: string; fields: { title?: string } } | null;
}) {
  const { section, board, failure } = props;
  const id = useId();
  const t = useT();
  const csrf = useCsrfToken();
  const busy = useNavigation().state !== 'idle';
  const [confirming, setConfirming] = useState(false);
  const confirmShape = useModalShape('slideUp');
  return (
    <>
      <Form method="post" className={b.form}>
        <input type="hidden" name="_csrf" value={csrf} />
        <TextField
          id={`${id}-title`}
          label={t('boards.sectionName')}
          name="title"
          defaultValue={failure?.fields.title ?? section.title}
          maxLength={BOARD_LIMITS.sectionTitle}
          error={failure?.error}
          required
        />
        <div className={`${b.formActions} ${b.formActionsApart}`}>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('boards.section.deleteSection')}
          </Button>
          <Button type="submit" name="intent" value="save" variant="primary" loading={busy}>
            {t('boards.save')}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        {...confirmShape}
        open={confirming}
        onOpenChange={setConfirming}
        title={t('boards.section.deleteTitle')}
        description={t('boards.section.deleteText', {
          count: section.pinCount,
          n: String(section.pinCount),
          board: board.name,
        })}
        confirmLabel={t('boards.section.deleteSection')}
        confirm={
          <Form method="post" onSubmit={() => setConfirming(false)}>
            <input type="hidden" name="_csrf" value={csrf} />
            <Button type="submit" name="intent" value="delete" variant="danger">
              {t('boards.section.deleteSection')}
            </Button>
          </Form>
        }
      />
    </>
  );
}
