import { Fragment } from 'react';
import s from '../features/auth/Dev.module.css';
import { loadOutbox } from '../features/auth/dev.server';
import type { Route } from './+types/dev-mail';

export function meta() {
  return [{ title: 'Outbox (development) | Tessera' }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadOutbox(context);
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

export default function DevMail({ loaderData }: Route.ComponentProps) {
  const { mails } = loaderData;
  return (
    <div className={s.page}>
      <h1 className={s.title}>Outbox</h1>
      <p className={s.lead}>
        Mail Tessera would have sent (no SMTP_URL is set). Newest first. Not available in
        production.
      </p>
      {mails.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
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
      )}
    </div>
  );
}
