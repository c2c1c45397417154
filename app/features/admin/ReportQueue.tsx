import type { ReactNode } from 'react';
import { useSubmit } from 'react-router';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useDeviceClass, useViewer } from '../../lib/viewer-context';
import type { BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EntryList } from '../../ui/EntryList';
import { PostForm } from './PostForm';

/** One of the queue's two decisions: the intent it posts, its button and its accessible name. */
interface Decision<T> {
  intent: string;
  label: string;
  name(item: T): string;
}

/**
 * A list of reported things waiting for an employee, oldest first (pins, comments, profiles):
 * each with what was reported, why and by whom, and two decisions posted to the page's action
 * with the item's id under `field`. `act` (removing a pin, clearing a profile) is asked first in
 * a dialog; without scripts it posts straight away. `dismiss` leaves the thing as it is.
 */
export function ReportQueue<T extends { id: string }>(props: {
  title: string;
  /** what the lead says with nothing waiting */
  empty: string;
  /** what the lead says with `count` waiting (a plural in the page's language) */
  waiting(count: number): string;
  items: readonly T[];
  result: FormResult | undefined;
  /** the id whose decision is being posted */
  busy: string | null;
  field: string;
  dataName: `data-${string}`;
  view(item: T): {
    title: ReactNode;
    badge: { tone: BadgeTone; label: string };
    text: ReactNode;
    time: string;
    thumbnail?: string | undefined;
  };
  act: Decision<T> & { confirm(item: T | null): { title: string; description: string } };
  dismiss: Decision<T>;
}) {
  const language = useViewer().language;
  const csrf = useCsrfToken();
  const submit = useSubmit();
  const device = useDeviceClass();
  const { act, dismiss, field, result } = props;
  const count = props.items.length;
  return (
    <EntryList
      locale={language}
      title={props.title}
      lead={count === 0 ? props.empty : props.waiting(count)}
      error={isFailure(result) ? result.error : null}
      status={isSuccess(result) && !props.busy ? result.message : ''}
      items={props.items}
      entry={(item, ask) => {
        const { thumbnail, ...view } = props.view(item);
        return {
          ...view,
          ...(thumbnail ? { thumbnail } : {}),
          key: item.id,
          data: { name: props.dataName, value: item.id },
          actions: (
            <>
              <PostForm fields={{ intent: act.intent, [field]: item.id }} ask={ask}>
                <Button
                  type="submit"
                  size="sm"
                  variant="danger"
                  aria-label={act.name(item)}
                  loading={props.busy === item.id}
                >
                  {act.label}
                </Button>
              </PostForm>
              <PostForm fields={{ intent: dismiss.intent, [field]: item.id }}>
                <Button type="submit" size="sm" aria-label={dismiss.name(item)}>
                  {dismiss.label}
                </Button>
              </PostForm>
            </>
          ),
        };
      }}
      confirmation={{
        texts: (item) => ({ ...act.confirm(item), action: act.label }),
        onConfirm: (item) =>
          submit({ _csrf: csrf, intent: act.intent, [field]: item.id }, { method: 'post' }),
        device,
      }}
    />
  );
}
