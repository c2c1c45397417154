import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { TuneEntries } from '#domain/feedback/feedback';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import s from './Tune.module.css';

/** One row's control: a form that works without scripts, busy while its own post is sent. */
function Control(props: { intent: string; id: string; name: string; label: string; text: string }) {
  const csrf = useCsrfToken();
  const navigation = useNavigation();
  const posting =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === props.intent &&
    navigation.formData?.get('id') === props.id;
  return (
    <Form method="post" className={s.control}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.id} />
      <input type="hidden" name="name" value={props.name} />
      <Button type="submit" size="sm" aria-label={props.label} loading={posting}>
        {props.text}
      </Button>
    </Form>
  );
}

function Section(props: {
  title: string;
  empty: string;
  count: number;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section className={s.section} aria-labelledby={id}>
      <h2 id={id} className={s.sectionTitle}>
        {props.title}
      </h2>
      {props.count === 0 ? (
        <p className={s.empty}>{props.empty}</p>
      ) : (
        <ul className={s.rows}>{props.children}</ul>
      )}
    </section>
  );
}

/**
 * 'Tune your home feed' (/edit; P-037, issue 13): what shapes the viewer's home feed — the boards,
 * people and topics they follow and the pins they hid — each with the control that undoes it. Reported
 * pins are listed too but stay hidden (P-153: no Undo for a report).
 */
export function TuneHomeFeed(props: { data: TuneEntries; result: FormResult | undefined }) {
  const { data, result } = props;
  const t = useT();
  return (
    <>
      <FormAlert id="tune-error" message={isFailure(result) ? result.error : null} />
      <p className={s.status} role="status">
        {isSuccess(result) ? result.message : ''}
      </p>
      <Section
        title={t('feedback.boards')}
        empty={t('feedback.boardsEmpty')}
        count={data.boards.length}
      >
        {data.boards.map((b) => (
          <li key={b.id} className={s.row}>
            <span className={s.rowText}>
              <Link to={b.url} underline="hover" className={s.rowTitle}>
                {b.name}
              </Link>
              <span className={s.rowMeta}>{t('feedback.byOwner', { name: b.ownerName })}</span>
            </span>
            <Control
              intent="unfollow-board"
              id={b.id}
              name={b.name}
              label={t('feedback.unfollowOf', { name: b.name })}
              text={t('feedback.unfollow')}
            />
          </li>
        ))}
      </Section>
      <Section
        title={t('feedback.people')}
        empty={t('feedback.peopleEmpty')}
        count={data.people.length}
      >
        {data.people.map((p) => (
          <li key={p.id} className={s.row}>
            <Avatar name={p.fullName} src={p.imageUrl} size={48} />
            <span className={s.rowText}>
              <Link to={`/${p.username}/`} underline="hover" className={s.rowTitle}>
                {p.fullName}
              </Link>
              <span className={s.rowMeta}>@{p.username}</span>
            </span>
            <Control
              intent="unfollow-user"
              id={p.id}
              name={p.fullName}
              label={t('feedback.unfollowOf', { name: p.fullName })}
              text={t('feedback.unfollow')}
            />
          </li>
        ))}
      </Section>
      <Section
        title={t('feedback.topics')}
        empty={t('feedback.topicsEmpty')}
        count={data.interests.length}
      >
        {data.interests.map((i) => (
          <li key={i.id} className={s.row}>
            <span className={s.rowText}>
              <Link to={i.url} underline="hover" className={s.rowTitle}>
                {i.name}
              </Link>
            </span>
            <Control
              intent="unfollow-interest"
              id={i.id}
              name={i.name}
              label={t('feedback.unfollowOf', { name: i.name })}
              text={t('feedback.unfollow')}
            />
          </li>
        ))}
      </Section>
      <Section
        title={t('feedback.hidden')}
        empty={t('feedback.hiddenEmpty')}
        count={data.hidden.length}
      >
        {data.hidden.map((h) => (
          <li key={h.pinId} className={s.row} data-hidden-pin={h.pinId}>
            {h.imageUrl ? (
              <img className={s.thumb} src={h.imageUrl} alt="" width={48} height={64} />
            ) : (
              <span className={s.thumb} />
            )}
            <span className={s.rowText}>
              <Link to={`/pin/${h.pinId}/`} underline="hover" className={s.rowTitle}>
                {h.title}
              </Link>
            </span>
            {h.status === 'reported' ? (
              <Badge tone="neutral">{t('feedback.reported')}</Badge>
            ) : (
              <Control
                intent="unhide"
                id={h.pinId}
                name={h.title}
                label={t('feedback.unhideOf', { name: h.title })}
                text={t('feedback.unhide')}
              />
            )}
          </li>
        ))}
      </Section>
    </>
  );
}
