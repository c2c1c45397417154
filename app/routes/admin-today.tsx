import { AdminNav } from '../features/admin';
import { ComposerList } from '../features/today';
import { loadComposerList } from '../features/today/today.server';
import type { TextsHandle } from '../lib/catalog-links';
import { siteTitle } from '../lib/site-name';
import { ButtonLink } from '../ui/Button';
import type { Route } from './+types/admin-today';
import s from './admin-experiences.module.css';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin'] };

export function meta() {
  return [{ title: siteTitle('Today articles') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadComposerList(context);
}

/** Issue 16: employees compose the articles of /today/; everyone else gets the 404 page. */
export default function AdminToday({ loaderData }: Route.ComponentProps) {
  return (
    <div className={s.page}>
      <AdminNav />
      <div className={s.head}>
        <h1 className={s.title}>Today articles</h1>
        <ButtonLink to="/admin/today/new" variant="primary">
          New article
        </ButtonLink>
      </div>
      <p className={s.lead}>
        Editorial collections of pins on Today. Readers see published articles only, and never a pin
        that is deleted or on a secret board.
      </p>
      <ComposerList articles={loaderData.articles} />
    </div>
  );
}
