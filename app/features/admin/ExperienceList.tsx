import { useState } from 'react';
import { useSubmit } from 'react-router';
import { dateFormat } from '#domain/formatting/date-format';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useDeviceClass, useViewer } from '../../lib/viewer-context';
import type { BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { EntryList } from '../../ui/EntryList';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import type { ExperienceView } from './experience-form';
import { PostForm } from './PostForm';

const STATE_TONE: Record<ExperienceView['state'], BadgeTone> = {
  active: 'success',
  paused: 'warning',
  draft: 'neutral',
};
const STATE_LABEL: Record<ExperienceView['state'], string> = {
  active: 'Active',
  paused: 'Paused',
  draft: 'Draft',
};

// UTC, so the server's and the browser's renderings agree
const WHEN = { dateStyle: 'medium', timeZone: 'UTC' } as const;

function day(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat(language, WHEN).format(d);
}

/** When it runs, in a few words. */
export function scheduleOf(
  e: Pick<ExperienceView, 'starts_at' | 'ends_at'>,
  language: string,
): string {
  const from = day(e.starts_at, language);
  const to = day(e.ends_at, language);
  if (from && to) return `${from} – ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return 'Always';
}

/** A state button: Activate or Pause, a plain POST so it works before the scripts load. */
export function StateButton(props: { experience: ExperienceView; busy: boolean }) {
  const { experience: e } = props;
  const activate = e.state !== 'active';
  return (
    <PostForm fields={{ intent: activate ? 'activate' : 'pause', id: String(e.id), name: e.name }}>
      <Button
        type="submit"
        size="sm"
        variant={activate ? 'primary' : 'secondary'}
        aria-label={`${activate ? 'Activate' : 'Pause'} ${e.name}`}
        loading={props.busy}
      >
        {activate ? 'Activate' : 'Pause'}
      </Button>
    </PostForm>
  );
}

/** Delete, asked first in a dialog (without scripts it posts straight away). */
export function DeleteButton(props: { experience: ExperienceView; busy: boolean }) {
  const csrf = useCsrfToken();
  const submit = useSubmit();
  const device = useDeviceClass();
  const [open, setOpen] = useState(false);
  const { experience: e } = props;
  return (
    <>
      <PostForm
        fields={{ intent: 'delete', id: String(e.id), name: e.name }}
        ask={() => setOpen(true)}
      >
        <Button type="submit" size="sm" aria-label={`Delete ${e.name}`} loading={props.busy}>
          Delete
        </Button>
      </PostForm>
      <Modal
        mobile={device !== 'desktop'}
        sheetVariant={device === 'tablet' ? 'tablet' : 'slideUp'}
        alert
        size="sm"
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${e.name}?`}
        description="It stops showing at once, and what people did with it (viewed, completed, dismissed) is deleted with it."
        footer={
          <>
            <DialogClose>
              <Button>Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                submit(
                  { _csrf: csrf, intent: 'delete', id: String(e.id), name: e.name },
                  { method: 'post' },
                );
                setOpen(false);
              }}
            >
              Delete
            </Button>
          </>
        }
      />
    </>
  );
}

/**
 * Every experience (issue 14): name, id, type, placements, state, schedule and what people did
 * with it, with Activate or Pause, Edit and Delete.
 */
export function ExperienceList(props: {
  experiences: readonly ExperienceView[];
  result: FormResult | undefined;
  notice: string | null;
  /** the id whose button is being posted */
  posting: number | null;
}) {
  const language = useViewer().language;
  const { result } = props;
  const count = props.experiences.length;
  return (
    <EntryList
      locale={language}
      title="All experiences"
      lead={
        count === 0
          ? 'There is no experience yet.'
          : `${count} ${count === 1 ? 'experience' : 'experiences'}. Only active ones are shown to people.`
      }
      error={isFailure(result) ? result.error : null}
      status={
        props.posting === null ? (isSuccess(result) ? result.message : (props.notice ?? '')) : ''
      }
      items={props.experiences}
      entry={(e) => ({
        key: String(e.id),
        data: { name: 'data-experience-id', value: String(e.id) },
        title: (
          <Link to={`/admin/experiences/${e.id}`} underline="hover">
            {e.name}
          </Link>
        ),
        badge: { tone: STATE_TONE[e.state], label: STATE_LABEL[e.state] },
        text: `${e.id} · ${e.type_name} (type ${e.type}) · placements ${e.placement_ids.join(', ')}`,
        meta: `${scheduleOf(e, language)} · viewed ${e.counts.viewed} · completed ${e.counts.completed} · dismissed ${e.counts.dismissed}`,
        actions: (
          <>
            <StateButton experience={e} busy={props.posting === e.id} />
            <DeleteButton experience={e} busy={false} />
          </>
        ),
      })}
    />
  );
}
