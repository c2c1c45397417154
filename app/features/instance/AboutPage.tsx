import { numberFormat } from '#domain/formatting/format-number';
import type { SignupMode } from '#domain/instance/settings';
import { useViewer } from '../../lib/viewer-context';
import { useT, withNodes } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { LogoMark } from '../../ui/LogoMark';
import s from './Instance.module.css';
import { Markdown } from './Markdown';
import '../../lib/texts/pages';

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
  const t = useT();
  const count = numberFormat(useViewer().language, {});
  return (
    <article className={s.page}>
      <header>
        <div className={s.head}>
          {about.logoUrl ? (
            <img className={s.logo} src={about.logoUrl} alt="" width={64} height={64} />
          ) : (
            <LogoMark size={64} />
          )}
          <h1 className={s.title}>{t('shell.aboutOf', { name: about.name })}</h1>
        </div>
        {about.description ? <p className={s.lead}>{about.description}</p> : null}
      </header>
      <dl className={s.facts}>
        <div className={s.fact}>
          <dt>{t('instance.people')}</dt>
          <dd>{count.format(about.counts.people)}</dd>
        </div>
        <div className={s.fact}>
          <dt>{t('instance.pins')}</dt>
          <dd>{count.format(about.counts.pins)}</dd>
        </div>
        <div className={s.fact}>
          <dt>{t('instance.signup')}</dt>
          <dd>{t(`instance.mode.${about.signupMode}`)}</dd>
        </div>
      </dl>
      <section className={s.section} aria-labelledby="about-join">
        <h2 id="about-join">{t('instance.joining')}</h2>
        <p>
          {t(`signup.help.${about.signupMode}`)}{' '}
          {about.signupMode !== 'closed' ? (
            <Link to="/signup" underline="always">
              {t('shell.signUp')}
            </Link>
          ) : null}
        </p>
      </section>
      {about.rules.length > 0 ? (
        <section className={s.section} aria-labelledby="about-rules">
          <h2 id="about-rules">{t('instance.rules')}</h2>
          <ol className={s.rules}>
            {about.rules.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a rule's number is its place
              <li key={i}>{r}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <section className={s.section} aria-labelledby="about-contact">
        <h2 id="about-contact">{t('instance.contact')}</h2>
        {about.contactEmail ? (
          <p>
            {withNodes(t, 'instance.writeTo', {
              email: <a href={`mailto:${about.contactEmail}`}>{about.contactEmail}</a>,
            })}
          </p>
        ) : (
          <p>{t('instance.noContact')}</p>
        )}
        <ul className={s.links}>
          <li>
            <Link to="/about/terms/">{t('instance.terms')}</Link>
          </li>
          <li>
            <Link to="/about/privacy/">{t('instance.privacy')}</Link>
          </li>
          <li>
            <Link to="/community-guidelines/">{t('shell.guidelines')}</Link>
          </li>
        </ul>
      </section>
      <p className={s.powered}>{t('instance.powered')}</p>
    </article>
  );
}

/** Issue 37: /about/terms/ and /about/privacy/. */
export function InstanceDocument(props: { name: string; title: string; source: string }) {
  const t = useT();
  return (
    <article className={s.page}>
      <h1 className={s.title}>{props.title}</h1>
      <p className={s.lead}>{props.name}</p>
      {props.source ? (
        <Markdown source={props.source} />
      ) : (
        <p>{t('instance.notWritten', { name: props.name })}</p>
      )}
      <p className={s.powered}>
        <Link to="/about/">{t('shell.aboutOf', { name: props.name })}</Link>
      </p>
    </article>
  );
}
