import { AdminNav } from '../features/admin';
import { ComposerList } from '../features/today';
import { loadComposerList } from '../features/today/today.server';
import type { TextsHandle } from '../lib/catalog-links';
import { text } from '../lib/i18n.server';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { ButtonLink } from '../ui/Button';
import { useT } from '../ui/i18n';
import type { Route } from './+types/admin-today';
import s from './admin-experiences.module.css';
import '../lib/texts/admin';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin', 'discover'] };

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  return [
    { title: loaderData ? siteTitle(loaderData.title) : fallbackTitle({ matches, error }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadComposerList(context)), title: text(context, 'admin.nav.today') };
}

/** Issue 16: employees compose the articles of /today/; everyone else gets the 404 page. */
export default function AdminToday({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={s.page}>
      <AdminNav />
      <div className={s.head}>
        <h1 className={s.title}>{t('admin.nav.today')}</h1>
        <ButtonLink to="/admin/today/new" variant="primary">
          {t('admin.today.new')}
        </ButtonLink>
      </div>
      <p className={s.lead}>{t('admin.today.lead')}</p>
      <ComposerList articles={loaderData.articles} />
    </div>
  );
}
