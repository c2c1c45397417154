import { type ReactNode, useRef } from 'react';
import { commentCountLabel } from '#domain/comments/comments';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
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
  const page = api.page;
  const Heading = props.headingLevel;
  const heading = useRef<HTMLHeadingElement>(null);
  if (!page) {
    return (
      <section className={s.thread} aria-labelledby={props.headingId}>
        <Heading id={props.headingId} className={s.heading}>
          Comments
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
          {commentCountLabel(page.count)}
        </Heading>
        {page.ownedByMe ? (
          <Button variant="tertiary" size="sm" onClick={() => void api.setClosed(!page.closed)}>
            {page.closed ? 'Turn on comments' : 'Turn off comments'}
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
        <p className={s.note}>Comments are turned off for this Pin.</p>
      ) : viewer.isAuth ? (
        <CommentComposer
          label="Add a comment"
          submitLabel="Post"
          send={(text) => api.write(text)}
        />
      ) : (
        <Button
          variant="secondary"
          fullWidth
          align="start"
          onClick={() => prompt(LOGIN_PROMPTS.comment)}
        >
          Add a comment
        </Button>
      )}
    </section>
  );
}
