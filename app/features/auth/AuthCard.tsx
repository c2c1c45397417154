import { LogoMark } from '../../ui/LogoMark';
import s from './Auth.module.css';

/** The centred card of the login, signup and password pages. */
export function AuthCard(props: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <div className={s.page}>
      <section className={s.card} aria-labelledby="auth-title">
        <div className={s.logoMark}>
          <LogoMark />
        </div>
        <h1 id="auth-title" className={s.title}>
          {props.title}
        </h1>
        {props.subtitle ? <p className={s.subtitle}>{props.subtitle}</p> : null}
        {props.children}
      </section>
    </div>
  );
}

/** The buttons of a card without a form (a confirm page, a done page): apart from the text above. */
export function AuthCardActions({ children }: { children: React.ReactNode }) {
  return <div className={s.actions}>{children}</div>;
}
