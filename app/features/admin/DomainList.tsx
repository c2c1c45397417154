import { useSubmit } from 'react-router';
import type { ListedStatus } from '#domain/sharing/offsite';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useDeviceClass, useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { EntryList } from '../../ui/EntryList';
import { useT } from '../../ui/i18n';
import { PostForm } from './PostForm';
import { STATUS_LABEL, STATUS_TONE } from './statuses';
import '../../lib/texts/admin';

export interface DomainEntry {
  host: string;
  status: ListedStatus;
  /** empty when the status's default message applies */
  message: string;
  /** ISO time */
  updatedAt: string;
}

/**
 * The listed domains, each with a Remove button. Remove asks first in a dialog; without scripts
 * the button posts straight away.
 */
export function DomainList(props: {
  entries: readonly DomainEntry[];
  result: FormResult | undefined;
  /** the host whose removal is being posted */
  removing: string | null;
}) {
  const language = useViewer().language;
  const csrf = useCsrfToken();
  const submit = useSubmit();
  const device = useDeviceClass();
  const t = useT();
  const result = props.result?.intent === 'unlist' ? props.result : undefined;
  const count = props.entries.length;

  return (
    <EntryList
      locale={language}
      title={t('admin.domains.listTitle')}
      lead={count === 0 ? t('admin.domains.none') : t('admin.domains.count', { count })}
      error={isFailure(result) ? result.error : null}
      status={isSuccess(result) && !props.removing ? result.message : ''}
      items={props.entries}
      entry={(e, ask) => ({
        key: e.host,
        title: e.host,
        badge: { tone: STATUS_TONE[e.status], label: t(STATUS_LABEL[e.status]) },
        text: e.message || t('admin.domains.defaultMessage'),
        subtle: !e.message,
        time: e.updatedAt,
        timeLead: t('admin.domains.updated'),
        actions: (
          <PostForm fields={{ intent: 'unlist', host: e.host }} ask={ask}>
            <Button
              type="submit"
              size="sm"
              aria-label={t('admin.domains.removeOf', { host: e.host })}
              loading={props.removing === e.host}
            >
              {t('admin.domains.remove')}
            </Button>
          </PostForm>
        ),
      })}
      confirmation={{
        texts: (e) => ({
          title: t('admin.domains.removeTitle', { host: e?.host ?? '' }),
          description: t('admin.domains.removeText', { host: e?.host ?? '' }),
          action: t('admin.domains.remove'),
        }),
        onConfirm: (e) =>
          submit({ _csrf: csrf, intent: 'unlist', host: e.host }, { method: 'post' }),
        device,
      }}
    />
  );
}
