import { type ReactNode, useRef } from 'react';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { LOGIN_PROMPTS, useLoginPrompt } from '../auth';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import s from './Comments.module.css';
import type { CommentsApi } from './use-comments';

/**
 * Decision 042: a pin's comments with their heading (the count), the owner's switch, the
 * list and the field to write in. A visitor sees the
 * comments and a field that asks them to log in.
 */
export function CommentsThread(props: {
  api: CommentsApi;
  headingId: string;
  headingLevel: 'h2' | 'h1';
  footer?: ReactNode;
}) {
  const { api } = props;
  const viewer = useViewer();
  const prompt = useLoginPrompt();
  const t = useT();
  const page = api.page;
  const Heading = props.headingLevel;
  const heading = useRef<HTMLHeadingElement>(null);
  if (!page) {
    return (
      <section className={s.thread} aria-labelledby={props.headingId}>
        <Heading id={props.headingId} className={s.heading}>
          {t('comments.title')}
        </Heading>
        {api.error ? <p className={s.note}>{api.error}</p> : null}
      </section>
    );
  }
  const standing = { signedIn: viewer.isAuth, pinOwner: page.ownedByMe, closed: page.closed };
  const now = new Date();
  // a deleted comment's controls leave with it: focus lands on the thread's heading, which stays
  const onDeleted = () => setTimeout(() => heading.current?.focus(), 0);
  return (
    <section className={s.thread} aria-labelledby={props.headingId}>
      <div className={s.head}>
        <Heading id={props.headingId} className={s.heading} ref={heading} tabIndex={-1}>
          {t('comments.count', { count: page.count })}
        </Heading>
        {page.ownedByMe ? (
          <Button variant="tertiary" size="sm" onClick={() => void api.setClosed(!page.closed)}>
            {page.closed ? t('comments.turnOn') : t('comments.turnOff')}
          </Button>
        ) : null}
      </div>
      {page.items.length ? (
        <ul className={s.list}>
          {page.items.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              api={api}
              standing={standing}
              now={now}
              onDeleted={onDeleted}
            />
          ))}
        </ul>
      ) : null}
      {props.footer}
      {page.closed ? (
        <p className={s.note}>{t('comments.off')}</p>
      ) : viewer.isAuth ? (
        <CommentComposer
          label={t('comments.add')}
          submitLabel={t('comments.post')}
          send={(text) => api.write(text)}
        />
      ) : (
        <Button
          variant="secondary"
          fullWidth
          align="start"
          onClick={() => prompt(LOGIN_PROMPTS.comment)}
        >
          {t('comments.add')}
        </Button>
      )}
    </section>
  );
}
