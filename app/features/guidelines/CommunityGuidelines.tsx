import type { ReactNode } from 'react';
import type { MessageId } from '#domain/i18n/catalogs/en';
import { useT, withNodes } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import s from './Guidelines.module.css';
import '../../lib/texts/guidelines';

/**
 * The sections of the page, in order. Their ids are addresses other surfaces link to: the
 * blocked-link dialog's 'Learn more' goes to #spam (SPAM_GUIDELINES_PATH), so an id never changes.
 */
export const GUIDELINE_SECTIONS = [
  { id: 'safety', title: 'guidelines.section.safety' },
  { id: 'harassment', title: 'guidelines.section.harassment' },
  { id: 'spam', title: 'guidelines.section.spam' },
  { id: 'intellectual-property', title: 'guidelines.section.intellectualProperty' },
  { id: 'adult-content', title: 'guidelines.section.adultContent' },
  { id: 'reporting', title: 'guidelines.section.reporting' },
] as const satisfies readonly { id: string; title: MessageId }[];

type SectionId = (typeof GUIDELINE_SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const t = useT();
  const title = GUIDELINE_SECTIONS.find((x) => x.id === id)?.title;
  return (
    <section className={s.section} aria-labelledby={id}>
      <h2 id={id} className={s.heading}>
        {title ? t(title) : id}
      </h2>
      {children}
    </section>
  );
}

/**
 * The community guidelines of this Tessera: what belongs here, what does not, and what happens
 * to what does not. Plain text that renders on the server and needs no scripts.
 */
export function CommunityGuidelines() {
  const t = useT();
  return (
    <article className={s.article}>
      <header className={s.header}>
        <h1 className={s.title}>{t('guidelines.title')}</h1>
        <p className={s.lead}>{t('guidelines.lead')}</p>
        <p>{t('guidelines.runBy')}</p>
      </header>

      <nav className={s.contents} aria-label={t('guidelines.onThisPage')}>
        <ul>
          {GUIDELINE_SECTIONS.map((x) => (
            <li key={x.id}>
              <Link to={`#${x.id}`} prefetch="none" underline="always">
                {t(x.title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="safety">
        <p>{t('guidelines.safety.intro')}</p>
        <ul>
          <li>{t('guidelines.safety.threats')}</li>
          <li>{t('guidelines.safety.selfHarm')}</li>
          <li>{t('guidelines.safety.dangerousGoods')}</li>
          <li>{t('guidelines.safety.misinformation')}</li>
        </ul>
      </Section>

      <Section id="harassment">
        <p>{t('guidelines.harassment.intro')}</p>
        <ul>
          <li>{t('guidelines.harassment.bullying')}</li>
          <li>{t('guidelines.harassment.hate')}</li>
          <li>{t('guidelines.harassment.privateInfo')}</li>
          <li>{t('guidelines.harassment.impersonation')}</li>
        </ul>
      </Section>

      <Section id="spam">
        <p>{t('guidelines.spam.intro')}</p>
        <p>
          {withNodes(t, 'guidelines.spam.blocked', {
            headsUp: <strong>{t('guidelines.spam.headsUp')}</strong>,
          })}
        </p>
        <p>
          {withNodes(t, 'guidelines.spam.report', {
            reporting: (
              <Link to="#reporting" prefetch="none" underline="always">
                {t('guidelines.section.reporting')}
              </Link>
            ),
          })}
        </p>
      </Section>

      <Section id="intellectual-property">
        <p>{t('guidelines.ip.intro')}</p>
        <ul>
          <li>{t('guidelines.ip.upload')}</li>
          <li>{t('guidelines.ip.source')}</li>
          <li>{t('guidelines.ip.counterfeit')}</li>
        </ul>
        <p>{t('guidelines.ip.report')}</p>
      </Section>

      <Section id="adult-content">
        <p>{t('guidelines.adult.intro')}</p>
        <p>{t('guidelines.adult.minors')}</p>
      </Section>

      <Section id="reporting">
        <p>
          {withNodes(t, 'guidelines.reporting.how', {
            menu: <strong>⋯</strong>,
            reportPin: <strong>{t('guidelines.reporting.reportPin')}</strong>,
          })}
        </p>
        <p>{t('guidelines.reporting.review')}</p>
      </Section>
    </article>
  );
}
