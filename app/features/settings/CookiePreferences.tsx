import s from './Settings.module.css';

/**
 * What Tessera stores in the browser today, said plainly. There is no choice to offer while the
 * only cookie is the one logging in needs; the consent choices (spec 02 §4) come with the
 * cookie-consent capability, which replaces this section.
 */
export function CookiePreferences() {
  return (
    <div className={s.note}>
      <p>
        Tessera sets one cookie: the session cookie that keeps you logged in. Logging in needs it,
        and it is removed when you log out.
      </p>
      <p>
        Your theme and the pins you saved before signing up stay in this browser's own storage, not
        in a cookie, and are never sent to anyone.
      </p>
    </div>
  );
}
