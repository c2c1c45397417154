import { numberFormat } from '#domain/formatting/format-number';
import { SIGNUP_MODE_TEXT, type SignupMode } from '#domain/instance/settings';
import { Link } from '../../ui/Link';
import { LogoMark } from '../../ui/LogoMark';
import s from './Instance.module.css';
import { Markdown } from './Markdown';

interface AboutView {
  name: string;
  description: string;
  logoUrl: string;
  contactEmail: string;
  rules: string[];
  signupMode: SignupMode;
  hasTerms: boolean;
  hasPrivacy: boolean;
  counts: { people: number; pins: number };
}

/** Issue 37: /about/, the instance introducing itself. */
export function AboutPage({ about }: { about: AboutView }) {
  const mode = SIGNUP_MODE_TEXT[about.signupMode];
  return (
    <article className={s.page}>
      <header>
        <div className={s.head}>
          {about.logoUrl ? (
            <img className={s.logo} src={about.logoUrl} alt="" width={64} height={64} />
          ) : (
            <LogoMark size={64} />
          )}
          <h1 className={s.title}>About {about.name}</h1>
        </div>
        {about.description ? <p className={s.lead}>{about.description}</p> : null}
      </header>
      <dl className={s.facts}>
        <div className={s.fact}>
          <dt>People</dt>
          <dd>{numberFormat('en', {}).format(about.counts.people)}</dd>
        </div>
        <div className={s.fact}>
          <dt>Pins</dt>
          <dd>{numberFormat('en', {}).format(about.counts.pins)}</dd>
        </div>
        <div className={s.fact}>
          <dt>Sign-up</dt>
          <dd>{mode.label}</dd>
        </div>
      </dl>
      <section className={s.section} aria-labelledby="about-join">
        <h2 id="about-join">Joining</h2>
        <p>
          {mode.help}{' '}
          {about.signupMode !== 'closed' ? (
            <Link to="/signup" underline="always">
              Sign up
            </Link>
          ) : null}
        </p>
      </section>
      {about.rules.length > 0 ? (
        <section className={s.section} aria-labelledby="about-rules">
          <h2 id="about-rules">Rules</h2>
          <ol className={s.rules}>
            {about.rules.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a rule's number is its place
              <li key={i}>{r}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <section className={s.section} aria-labelledby="about-contact">
        <h2 id="about-contact">Contact</h2>
        {about.contactEmail ? (
          <p>
            Write to the administrators at{' '}
            <a href={`mailto:${about.contactEmail}`}>{about.contactEmail}</a>.
          </p>
        ) : (
          <p>The administrators have not published a contact address.</p>
        )}
        <ul className={s.links}>
          <li>
            <Link to="/about/terms/">Terms of service</Link>
          </li>
          <li>
            <Link to="/about/privacy/">Privacy policy</Link>
          </li>
          <li>
            <Link to="/community-guidelines/">Community guidelines</Link>
          </li>
        </ul>
      </section>
      <p className={s.powered}>Powered by Tessera, self-hostable pin sharing.</p>
    </article>
  );
}

/** Issue 37: /about/terms/ and /about/privacy/. */
export function InstanceDocument(props: { name: string; title: string; source: string }) {
  return (
    <article className={s.page}>
      <h1 className={s.title}>{props.title}</h1>
      <p className={s.lead}>{props.name}</p>
      {props.source ? (
        <Markdown source={props.source} />
      ) : (
        <p>The administrators of {props.name} have not written this page yet.</p>
      )}
      <p className={s.powered}>
        <Link to="/about/">About {props.name}</Link>
      </p>
    </article>
  );
}
