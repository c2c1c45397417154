import type { ReactNode } from 'react';
import s from './SettingsSection.module.css';

/** One titled section of the settings page, named by its heading. */
export function SettingsSection(props: {
  id: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  /** a section that is one way on (a link to another page): its button, in the actions row */
  action?: ReactNode;
}) {
  return (
    <section className={s.section} aria-labelledby={props.id}>
      <h2 id={props.id} className={s.title}>
        {props.title}
      </h2>
      {props.lead ? <p className={s.lead}>{props.lead}</p> : null}
      {props.children}
      {props.action ? <div className={s.action}>{props.action}</div> : null}
    </section>
  );
}
