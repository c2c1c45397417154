import { type Translate, useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import s from './FollowingEmpty.module.css';

export interface FollowingSuggestionsData {
  people: { id: string; fullName: string; url: string; pinCount: number }[];
  boards: { id: string; name: string; url: string; ownerName: string; pinCount: number }[];
}

function pinsLabel(t: Translate, n: number): string {
  return t('feed.pinCount', { count: n });
}

/**
 * The following feed with nothing in it (issue 16): why, and people and boards to follow, each a
 * link to the page where the Follow button is.
 */
export function FollowingEmpty({
  followsAnything,
  suggestions,
}: {
  followsAnything: boolean;
  suggestions: FollowingSuggestionsData;
}) {
  const t = useT();
  const none = suggestions.people.length === 0 && suggestions.boards.length === 0;
  return (
    <section className={s.empty} aria-labelledby="following-empty-title">
      <h2 id="following-empty-title" className={s.title}>
        {followsAnything ? t('feed.nothingNewTitle') : t('feed.followSomeTitle')}
      </h2>
      <p className={s.lead}>
        {followsAnything ? t('feed.nothingNewLead') : t('feed.followSomeLead')}
      </p>
      {none ? null : (
        <div className={s.columns}>
          {suggestions.people.length ? (
            <div>
              <h3 className={s.heading}>{t('feed.peopleToFollow')}</h3>
              <ul className={s.list}>
                {suggestions.people.map((p) => (
                  <li key={p.id}>
                    <Link to={p.url}>{p.fullName}</Link>
                    <span className={s.meta}>{pinsLabel(t, p.pinCount)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {suggestions.boards.length ? (
            <div>
              <h3 className={s.heading}>{t('feed.boardsToFollow')}</h3>
              <ul className={s.list}>
                {suggestions.boards.map((b) => (
                  <li key={b.id}>
                    <Link to={b.url}>{b.name}</Link>
                    <span className={s.meta}>
                      {t('feed.boardMeta', { name: b.ownerName, count: b.pinCount })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
