import { NavLink } from '../../ui/Link';
import s from './Admin.module.css';

const PAGES = [
  { to: '/admin/settings', label: 'Instance settings' },
  { to: '/admin/signups', label: 'Sign-ups' },
  { to: '/admin/experiences', label: 'Experiences' },
  { to: '/admin/today', label: 'Today articles' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/users', label: 'People' },
  { to: '/admin/log', label: 'Audit log' },
  { to: '/admin/domains', label: 'Domain safety list' },
  { to: '/admin/jobs', label: 'Jobs' },
  { to: '/admin/health', label: 'Health' },
] as const;

/** The employee pages, linked from each of them. */
export function AdminNav() {
  return (
    <nav aria-label="Employee pages" className={s.nav}>
      {PAGES.map((p) => (
        <NavLink
          key={p.to}
          to={p.to}
          end={p.to !== '/admin/experiences' && p.to !== '/admin/today' && p.to !== '/admin/users'}
          underline="hover"
          activeClassName={s.current}
        >
          {p.label}
        </NavLink>
      ))}
    </nav>
  );
}
