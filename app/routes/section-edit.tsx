import { useId, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { BOARD_LIMITS } from '#domain/boards';
import { ConfirmDialog } from '../features/boards';
import b from '../features/boards/Board.module.css';
import s from '../features/boards/Boards.module.css';
import { loadSectionEdit, sectionEditAction } from '../features/boards/boards.server';
import { useCsrfToken } from '../lib/root-data';
import type { Route } from './+types/section-edit';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Edit ${loaderData.section.title} | Tessera` : 'Edit section | Tessera' },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadSectionEdit(context, request, params.sectionId);
}

export function action({ context, request, params }: Route.ActionArgs) {
  return sectionEditAction(context, request, params.sectionId);
}

/** /boardsection/{id}/edit (M-046): rename or delete a section (its pins stay on the board). */
export default function SectionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { section, board } = loaderData;
  const id = useId();
  const csrf = useCsrfToken();
  const busy = useNavigation().state !== 'idle';
  const [confirming, setConfirming] = useState(false);
  const failure = actionData && 'error' in actionData ? actionData : null;
  return (
    <div className={b.page}>
      <p className={b.crumb}>
        <Link to={`${board.url}${section.slug}/`}>
          {board.name} / {section.title}
        </Link>
      </p>
      <h1 className={b.pageTitle}>Edit section</h1>
      <Form method="post" className={s.form}>
        <input type="hidden" name="_csrf" value={csrf} />
        <div className={s.field}>
          <label className={s.label} htmlFor={`${id}-title`}>
            Section name
          </label>
          <input
            id={`${id}-title`}
            className={s.input}
            name="title"
            defaultValue={failure?.fields.title ?? section.title}
            maxLength={BOARD_LIMITS.sectionTitle}
            aria-invalid={failure ? true : undefined}
            required
          />
        </div>
        {failure ? (
          <p className={s.error} role="alert">
            {failure.error}
          </p>
        ) : null}
        <div className={s.actions}>
          <button type="button" className={s.danger} onClick={() => setConfirming(true)}>
            Delete section
          </button>
          <button type="submit" name="intent" value="save" className={s.primary} disabled={busy}>
            Save
          </button>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this section?"
        description={`The section goes; its ${section.pinCount} Pins stay on ${board.name}.`}
        confirmLabel="Delete section"
        confirm={
          <Form method="post" onSubmit={() => setConfirming(false)}>
            <input type="hidden" name="_csrf" value={csrf} />
            <button type="submit" name="intent" value="delete" className={s.danger}>
              Delete section
            </button>
          </Form>
        }
      />
    </div>
  );
}
