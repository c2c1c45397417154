import { NavLink } from 'react-router';
import s from './Header.module.css';

export function Header() {
  return (
    <header className={s.header}>
      <NavLink to="/" className={s.logo} aria-label="Tessera home">
        <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
          <rect width="32" height="32" rx="16" fill="var(--color-brand)" />
          <g fill="#fff">
            <rect x="8" y="8" width="7" height="9" rx="2" />
            <rect x="17" y="8" width="7" height="6" rx="2" />
            <rect x="8" y="19" width="7" height="5" rx="2" />
            <rect x="17" y="16" width="7" height="8" rx="2" />
          </g>
        </svg>
        <span className={s.wordmark}>Tessera</span>
      </NavLink>
      <nav aria-label="Main">
        <NavLink
          to="/"
          end
          className={({ isActive }) => (isActive ? `${s.tab} ${s.active}` : s.tab)}
        >
          Home
        </NavLink>
      </nav>
    </header>
  );
}
