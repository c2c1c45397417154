import { type ReactNode, useId, useState } from 'react';
import { dateFormat } from '#domain/formatting/date-format';
import type { DeviceClass } from '#domain/layout/device';
import { Badge, type BadgeTone } from './Badge';
import { Button } from './Button';
import { DialogClose } from './Dialog';
import s from './EntryList.module.css';
import { FormAlert } from './FormAlert';
import { useT } from './i18n';
import { Modal } from './Modal';

/** Under the text, small: a time (formatted here, in UTC), or a line of the feature's own. */
type EntryMeta =
  | {
      /** ISO time */
      time: string;
      /** words before the time ('Updated') */
      timeLead?: string;
    }
  | { meta: ReactNode };

/** What one entry of the list shows. */
type EntryView = EntryMeta & {
  key: string;
  title: ReactNode;
  badge: { tone: BadgeTone; label: string };
  text: ReactNode;
  /** the text stands in for something missing (a default), so it reads quieter */
  subtle?: boolean;
  /** a picture beside the entry, 72 × 96 */
  thumbnail?: string;
  /** its forms or buttons: one stays beside the entry, several stack (a row on a phone) */
  actions: ReactNode;
  /** a data-* attribute the page finds the entry by */
  data?: { name: `data-${string}`; value: string };
};

/**
 * The alert dialog an entry's destructive action asks in first: its texts for the item, what the
 * confirming button does, and the device (a sheet on a phone or tablet; the feature passes what
 * the device context says).
 */
interface EntryConfirmation<T> {
  texts: (item: T | null) => { title: string; description: string; action: string };
  onConfirm: (item: T) => void;
  device: DeviceClass;
}

// UTC, so the server's and the browser's renderings agree
const WHEN = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;

function when(iso: string, locale: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${dateFormat(locale, WHEN).format(d)} UTC`;
}

/**
 * A titled card listing entries, each with its badge, a line of text, a small line (a time) and
 * its actions; the form's error and the last action's success show above the list. With
 * `confirmation`, `entry`'s `ask` opens the alert dialog for that item.
 */
export function EntryList<T>(props: {
  title: string;
  lead: string;
  error: string | null;
  /** the last action's success, read out */
  status: string;
  items: readonly T[];
  entry: (item: T, ask: () => void) => EntryView;
  confirmation?: EntryConfirmation<T>;
  /** the language its times are written in (the viewer's) */
  locale: string;
}) {
  const id = useId();
  const [asked, setAsked] = useState<{ item: T | null; open: boolean }>({
    item: null,
    open: false,
  });

  return (
    <section className={s.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.title}>
        {props.title}
      </h2>
      <p className={s.lead}>{props.lead}</p>
      <FormAlert id={`${id}-error`} message={props.error} />
      <p className={s.status} role="status">
        {props.status}
      </p>
      {props.items.length > 0 ? (
        <ul className={s.entries}>
          {props.items.map((item) => {
            const e = props.entry(item, () => setAsked({ item, open: true }));
            const data = e.data ? { [e.data.name]: e.data.value } : {};
            return (
              <li key={e.key} className={s.entry} {...data}>
                {e.thumbnail ? (
                  <img className={s.thumb} src={e.thumbnail} alt="" width={72} height={96} />
                ) : null}
                <div className={s.text}>
                  <div className={s.head}>
                    <h3 className={s.name}>{e.title}</h3>
                    <Badge tone={e.badge.tone}>{e.badge.label}</Badge>
                  </div>
                  <p className={e.subtle ? `${s.line} ${s.subtle}` : s.line}>{e.text}</p>
                  <p className={s.meta}>
                    {'meta' in e ? (
                      e.meta
                    ) : (
                      <>
                        {e.timeLead ? `${e.timeLead} ` : null}
                        <time dateTime={e.time}>{when(e.time, props.locale)}</time>
                      </>
                    )}
                  </p>
                </div>
                <div className={s.actions}>{e.actions}</div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {props.confirmation ? (
        <Confirm
          confirmation={props.confirmation}
          item={asked.item}
          open={asked.open}
          onOpenChange={(open) => setAsked((a) => ({ ...a, open }))}
        />
      ) : null}
    </section>
  );
}

function Confirm<T>(props: {
  confirmation: EntryConfirmation<T>;
  item: T | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { device, texts, onConfirm } = props.confirmation;
  const { title, description, action } = texts(props.item);
  const t = useT();
  return (
    <Modal
      mobile={device !== 'desktop'}
      sheetVariant={device === 'tablet' ? 'tablet' : 'slideUp'}
      alert
      size="sm"
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose>
            <Button>{t('ui.cancel')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            onClick={() => {
              if (props.item === null) return;
              onConfirm(props.item);
              props.onOpenChange(false);
            }}
          >
            {action}
          </Button>
        </>
      }
    />
  );
}
