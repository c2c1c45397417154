import type { CollageListItem } from '#domain/boards/collages';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import s from './Collages.module.css';
import '../../lib/texts/builder';

/** The person's drafts (GET /v3/users/me/shuffles/?is_draft=true's data), each opened to edit. */
export function DraftList(props: { drafts: readonly CollageListItem[]; editing: string | null }) {
  const t = useT();
  if (props.drafts.length === 0) return null;
  return (
    <nav aria-labelledby="collage-drafts-title">
      <h2 id="collage-drafts-title" className={s.subtitle}>
        {t('collage.drafts')}
      </h2>
      <ul className={s.drafts}>
        {props.drafts.map((d) => (
          <li key={d.id}>
            <Link
              to={`/collage-creation-tool?id=${encodeURIComponent(d.id)}`}
              aria-current={props.editing === d.id ? 'page' : undefined}
              underline="always"
            >
              {d.description || t('collage.untitled')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
