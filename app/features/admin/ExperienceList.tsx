import { useState } from 'react';
import { useSubmit } from 'react-router';
import { dateFormat } from '#domain/formatting/date-format';
import type { MessageId } from '#domain/i18n/catalogs/en';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useDeviceClass, useViewer } from '../../lib/viewer-context';
import type { BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { EntryList } from '../../ui/EntryList';
import { type Translate, useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import { type ExperienceView, typeName } from './experience-form';
import { PostForm } from './PostForm';
import '../../lib/texts/admin';

const STATE_TONE: Record<ExperienceView['state'], BadgeTone> = {
  active: 'success',
  paused: 'warning',
  draft: 'neutral',
};
const STATE_LABEL: Record<ExperienceView['state'], MessageId> = {
  active: 'admin.exp.active',
  paused: 'admin.exp.paused',
  draft: 'admin.exp.draft',
};

// UTC, so the server's and the browser's renderings agree
const WHEN = { dateStyle: 'medium', timeZone: 'UTC' } as const;

function day(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat(language, WHEN).format(d);
}

/** When it runs, in a few words. */
function scheduleOf(
  t: Translate,
  e: Pick<ExperienceView, 'starts_at' | 'ends_at'>,
  language: string,
): string {
  const from = day(e.starts_at, language);
  const to = day(e.ends_at, language);
  if (from && to) return t('admin.exp.range', { from, to });
  if (from) return t('admin.exp.from', { date: from });
  if (to) return t('admin.exp.until', { date: to });
  return t('admin.exp.always');
}

/** What people did with it: the counts' line. */
function countsOf(t: Translate, e: Pick<ExperienceView, 'counts'>): string {
  return t('admin.exp.counts', { ...e.counts });
}

/** The editor's line under its title: id, type, state and what people did with it. */
export function summaryOf(t: Translate, e: ExperienceView): string {
  const state = t('admin.exp.stateName', { state: e.state });
  return `${e.id} · ${typeName(t, e.type)} · ${state} · ${countsOf(t, e)}`;
}

/** A state button: Activate or Pause, a plain POST so it works before the scripts load. */
export function StateButton(props: { experience: ExperienceView; busy: boolean }) {
  const t = useT();
  const { experience: e } = props;
  const activate = e.state !== 'active';
  return (
    <PostForm fields={{ intent: activate ? 'activate' : 'pause', id: String(e.id), name: e.name }}>
      <Button
        type="submit"
        size="sm"
        variant={activate ? 'primary' : 'secondary'}
        aria-label={t(activate ? 'admin.exp.activateOf' : 'admin.exp.pauseOf', { name: e.name })}
        loading={props.busy}
      >
        {activate ? t('admin.exp.activate') : t('admin.exp.pause')}
      </Button>
    </PostForm>
  );
}

/** Delete, asked first in a dialog (without scripts it posts straight away). */
export function DeleteButton(props: { experience: ExperienceView; busy: boolean }) {
  const t = useT();
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
        <Button
          type="submit"
          size="sm"
          aria-label={t('admin.exp.deleteOf', { name: e.name })}
          loading={props.busy}
        >
          {t('admin.exp.delete')}
        </Button>
      </PostForm>
      <Modal
        mobile={device !== 'desktop'}
        sheetVariant={device === 'tablet' ? 'tablet' : 'slideUp'}
        alert
        size="sm"
        open={open}
        onOpenChange={setOpen}
        title={t('admin.exp.deleteAsk', { name: e.name })}
        description={t('admin.exp.deleteLead')}
        footer={
          <>
            <DialogClose>
              <Button>{t('ui.cancel')}</Button>
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
              {t('admin.exp.delete')}
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
  const t = useT();
  const language = useViewer().language;
  const { result } = props;
  const count = props.experiences.length;
  return (
    <EntryList
      locale={language}
      title={t('admin.exp.all')}
      lead={count === 0 ? t('admin.exp.none') : t('admin.exp.count', { count })}
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
        badge: { tone: STATE_TONE[e.state], label: t(STATE_LABEL[e.state]) },
        text: t('admin.exp.line', {
          id: e.id,
          type: typeName(t, e.type),
          number: e.type,
          placements: e.placement_ids.join(', '),
        }),
        meta: `${scheduleOf(t, e, language)} · ${countsOf(t, e)}`,
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
