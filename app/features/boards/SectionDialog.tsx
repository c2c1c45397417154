import { type FormEvent, useState } from 'react';
import { BOARD_LIMITS, sectionTitleProblem, textProblemMessage } from '#domain/boards/boards';
import type { SectionModel } from '#domain/pins/models';
import { postResource } from '../../lib/resource';
import { said, useT } from '../../ui/i18n';
import { TextField } from '../../ui/TextField';
import { apiMessageOf } from './collaborators/message-of';
import { FormModal } from './FormModal';
import { useSubmit } from './use-submit';
import '../../lib/texts/boards';

/** Add a section to a board (BoardSectionResource create), optionally moving pins into it. */
export function SectionDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  boardId: string;
  pinIds?: string[];
  onCreated(section: SectionModel): void;
}) {
  const t = useT();
  const [title, setTitle] = useState('');
  const { busy, setBusy, error, setError, run } = useSubmit((e) =>
    apiMessageOf(e, t('boards.failed')),
  );
  const count = props.pinIds?.length ?? 0;

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = textProblemMessage('sectionTitle', sectionTitleProblem(title));
    void run(problem && said(t, problem), async () => {
      const section = await postResource<SectionModel>('BoardSectionResource', 'create', {
        board_id: props.boardId,
        title: title.trim(),
        ...(count ? { pin_ids: props.pinIds } : {}),
      });
      setTitle('');
      setBusy(false);
      props.onOpenChange(false);
      props.onCreated(section);
    });
  }

  return (
    <FormModal
      phone="slideUp"
      open={props.open}
      onOpenChange={(o) => {
        if (!o) setError(null);
        props.onOpenChange(o);
      }}
      title={
        count ? t('boards.newSectionWith', { count, n: String(count) }) : t('boards.addSection')
      }
      submitLabel={t('boards.add')}
      busy={busy}
      canSubmit={Boolean(title.trim())}
      onSubmit={submit}
    >
      <TextField
        name="title"
        label={t('boards.sectionName')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={BOARD_LIMITS.sectionTitle}
        placeholder={t('boards.sectionPlaceholder')}
        error={error}
        autoComplete="off"
      />
    </FormModal>
  );
}
