import s from './Settings.module.css';

/**
 * A placeholder, said plainly: the cookie-consent feature (its own issue) brings the settings.
 * Until then Tessera sets only the session cookie it needs to keep you logged in.
 */
export function CookiePreferences() {
  return (
    <div className={s.note}>
      <p>
        Cookie settings arrive with the cookie-consent feature; there is nothing to choose here yet.
      </p>
      <p>
        Today Tessera sets one cookie, the session cookie that keeps you logged in. It is needed for
        logging in and is removed when you log out.
      </p>
    </div>
  );
}
