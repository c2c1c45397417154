import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import s from './Guidelines.module.css';

/**
 * The sections of the page, in order. Their ids are addresses other surfaces link to: the
 * blocked-link dialog's 'Learn more' goes to #spam (SPAM_GUIDELINES_PATH), so an id never changes.
 */
export const GUIDELINE_SECTIONS = [
  { id: 'safety', title: 'Safety' },
  { id: 'harassment', title: 'Harassment' },
  { id: 'spam', title: 'Spam' },
  { id: 'intellectual-property', title: 'Intellectual property' },
  { id: 'adult-content', title: 'Adult content' },
  { id: 'reporting', title: 'Reporting' },
] as const;

type SectionId = (typeof GUIDELINE_SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = GUIDELINE_SECTIONS.find((x) => x.id === id)?.title ?? id;
  return (
    <section className={s.section} aria-labelledby={id}>
      <h2 id={id} className={s.heading}>
        {title}
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
  return (
    <article className={s.article}>
      <header className={s.header}>
        <h1 className={s.title}>Community guidelines</h1>
        <p className={s.lead}>
          Tessera is a place to find ideas and keep the ones you love. These guidelines say what
          belongs here and what does not, so that everyone can browse, save and share without worry.
          They apply to everything on this Tessera: Pins, boards, profiles, comments and the links
          Pins lead to.
        </p>
        <p>
          This Tessera is run by the people who host it. They look after these guidelines, read
          reports and decide what stays up. When something breaks the guidelines, they may remove
          it, limit where it shows, or close the account that posted it.
        </p>
      </header>

      <nav className={s.contents} aria-label="On this page">
        <ul>
          {GUIDELINE_SECTIONS.map((x) => (
            <li key={x.id}>
              <Link to={`#${x.id}`} prefetch="none" underline="always">
                {x.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="safety">
        <p>
          Keep people safe. We remove content that threatens, encourages or glorifies violence,
          self-harm or dangerous activities, and content from groups that promote hate or violence.
        </p>
        <ul>
          <li>No threats of violence against a person or a group.</li>
          <li>
            No content that encourages self-harm, suicide or eating disorders. Ideas about recovery,
            support and wellbeing are welcome.
          </li>
          <li>No instructions or sales of weapons, drugs or other dangerous goods.</li>
          <li>No misinformation that could cause real harm to people or to public health.</li>
        </ul>
      </Section>

      <Section id="harassment">
        <p>
          Treat people with respect. Disagreeing is fine; targeting someone is not. We remove
          content that insults, shames, threatens or exposes a person.
        </p>
        <ul>
          <li>No bullying, insults or unwanted sexual remarks aimed at someone.</li>
          <li>No hate speech: no attacks on people for who they are.</li>
          <li>
            No sharing of someone’s private information, such as their address, phone number or
            private photos, without their consent.
          </li>
          <li>No pretending to be another person or organisation to mislead others.</li>
        </ul>
      </Section>

      <Section id="spam">
        <p>
          Spam makes Tessera worse for everyone. Don’t post repetitive or misleading Pins, don’t use
          fake accounts or automation to save, follow or comment in bulk, and don’t disguise where a
          link goes.
        </p>
        <p>
          Tessera keeps a list of sites that have been reported for spam, scams, malware or adult
          content. When a Pin links to one of those sites, Tessera blocks the link: instead of
          opening the site, it shows a <strong>Heads up!</strong> message that says the link is
          blocked and why. Links to other sites open as usual.
        </p>
        <p>
          If you find a Pin that leads to spam or to a site that tries to get your details, report
          the Pin (see{' '}
          <Link to="#reporting" prefetch="none" underline="always">
            Reporting
          </Link>
          ). The people who run this Tessera review reports and add harmful sites to the list.
        </p>
      </Section>

      <Section id="intellectual-property">
        <p>
          Respect the work of others. Save and share ideas with credit, and link Pins to where they
          came from.
        </p>
        <ul>
          <li>Only upload images and videos you made or have the right to share.</li>
          <li>Keep the original source link when you save someone else’s idea.</li>
          <li>Don’t sell or advertise counterfeit goods.</li>
        </ul>
        <p>
          If you believe a Pin uses your work without permission, report it and say which work it
          is; the people who run this Tessera will look into it and remove it if it infringes.
        </p>
      </Section>

      <Section id="adult-content">
        <p>
          Tessera is not a place for pornography or sexually explicit content. We remove it, and
          Tessera blocks links that lead to adult sites. Artistic, educational and health content
          that shows nudity may stay when it is not sexual.
        </p>
        <p>
          Content that sexualises minors is never allowed. It is removed, the account is closed, and
          it may be reported to the authorities.
        </p>
      </Section>

      <Section id="reporting">
        <p>
          You help keep this Tessera safe. If you see something that breaks these guidelines, report
          it: open the Pin’s menu (the <strong>⋯</strong> button) and choose{' '}
          <strong>Report Pin</strong>, then pick the reason that fits best. Reports are private: the
          person who posted the Pin is not told who reported it.
        </p>
        <p>
          Reported content is reviewed by the people who run this Tessera. If they remove something
          of yours and you think it was a mistake, contact them and ask them to look again.
        </p>
      </Section>
    </article>
  );
}
