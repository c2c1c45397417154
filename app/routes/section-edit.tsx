import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { BOARD_LIMITS } from '#domain/boards';
import { ConfirmDialog } from '../features/boards';
import { loadSectionEdit, sectionEditAction } from '../features/boards/boards.server';
import { useCsrfToken } from '../lib/root-data';
import { Button } from '../ui/Button';
import { Link } from '../ui/Link';
import { TextField } from '../ui/TextField';
import type { Route } from './+types/section-edit';
import s from './edit-page.module.css';

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
    <div className={s.page}>
      <p className={s.crumb}>
        <Link to={`${board.url}${section.slug}/`}>
          {board.name} / {section.title}
        </Link>
      </p>
      <h1 className={s.title}>Edit section</h1>
      <Form method="post" className={s.form}>
        <input type="hidden" name="_csrf" value={csrf} />
        <TextField
          id={`${id}-title`}
          label="Section name"
          name="title"
          defaultValue={failure?.fields.title ?? section.title}
          maxLength={BOARD_LIMITS.sectionTitle}
          error={failure?.error}
          required
        />
        <div className={s.actions}>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete section
          </Button>
          <Button type="submit" name="intent" value="save" variant="primary" loading={busy}>
            Save
          </Button>
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
            <Button type="submit" name="intent" value="delete" variant="danger">
              Delete section
            </Button>
          </Form>
        }
      />
    </div>
  );
}
