import { useT } from '../../ui/i18n';
import { NavLink } from '../../ui/Link';
import s from './Admin.module.css';
import '../../lib/texts/admin';

const PAGES = [
  { to: '/admin/settings', label: 'admin.nav.settings' },
  { to: '/admin/signups', label: 'admin.nav.signups' },
  { to: '/admin/experiences', label: 'admin.nav.experiences' },
  { to: '/admin/today', label: 'admin.nav.today' },
  { to: '/admin/reports', label: 'admin.nav.reports' },
  { to: '/admin/users', label: 'admin.nav.people' },
  { to: '/admin/log', label: 'admin.nav.log' },
  { to: '/admin/domains', label: 'admin.nav.domains' },
  { to: '/admin/jobs', label: 'admin.nav.jobs' },
  { to: '/admin/health', label: 'admin.nav.health' },
] as const;

/** The employee pages, linked from each of them. */
export function AdminNav() {
  const t = useT();
  return (
    <nav aria-label={t('admin.nav.label')} className={s.nav}>
      {PAGES.map((p) => (
        <NavLink
          key={p.to}
          to={p.to}
          end={p.to !== '/admin/experiences' && p.to !== '/admin/today' && p.to !== '/admin/users'}
          underline="hover"
          activeClassName={s.current}
        >
          {t(p.label)}
        </NavLink>
      ))}
    </nav>
  );
}
