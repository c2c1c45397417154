import { Fragment, type ReactNode } from 'react';
import s from './Dev.module.css';

/** The frame of the developer and employee pages: a title, a line on what it shows, the rest. */
export function DevPage(props: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className={s.page}>
      <h1 className={s.title}>{props.title}</h1>
      <p className={s.lead}>{props.lead}</p>
      {props.children}
    </div>
  );
}

/** An object as the server built it, for an employee debugging a request. */
export function JsonDump({ value }: { value: unknown }) {
  return <pre className={s.body}>{JSON.stringify(value, null, 2)}</pre>;
}

const URL_IN_TEXT = /(https?:\/\/[^\s<>"]+)/g;

/** The mail's text with its web links clickable (the links are what a developer needs here). */
function Linked({ text }: { text: string }) {
  const parts = text.split(URL_IN_TEXT);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The mail Tessera would have sent, newest first. */
export function OutboxList({ mails }: { mails: readonly OutboxMail[] }) {
  if (mails.length === 0) return <p>No mail yet.</p>;
  return (
    <ol className={s.list} aria-label="Sent mail">
      {mails.map((m) => (
        <li key={m.id} className={s.mail}>
          <h2 className={s.subject}>{m.subject}</h2>
          <p className={s.meta}>
            To {m.to} · <time dateTime={m.createdAt}>{m.createdAt}</time>
          </p>
          <pre className={s.body}>
            <Linked text={m.text} />
          </pre>
        </li>
      ))}
    </ol>
  );
}
