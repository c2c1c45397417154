import { actionsEntries } from './actions';
import { anchoredEntries } from './anchored';
import { dataEntries } from './data';
import { formsEntries } from './forms';
import s from './Gallery.module.css';
import { messagesEntries } from './messages';
import { motionEntries } from './motion';
import { overlaysEntries } from './overlays';
import { searchEntries } from './search-pieces';
import type { GalleryEntry } from './types';

const SECTIONS: { title: string; entries: GalleryEntry[] }[] = [
  { title: 'Actions and display', entries: actionsEntries },
  { title: 'Overlays', entries: overlaysEntries },
  { title: 'Messages', entries: messagesEntries },
  { title: 'Anchored to the page', entries: anchoredEntries },
  { title: 'Forms', entries: formsEntries },
  { title: 'Search', entries: searchEntries },
  { title: 'Motion', entries: motionEntries },
  { title: 'Data', entries: dataEntries },
];

/** Every kit component with its variants, so a change to one is seen everywhere it shows. */
export function Gallery() {
  return (
    <div className={s.page}>
      <h1 className={s.title}>Design system</h1>
      <nav aria-label="Components" className={s.toc}>
        {SECTIONS.flatMap((section) => section.entries).map((e) => (
          <a key={e.name} href={`#ui-${e.name}`}>
            {e.name}
          </a>
        ))}
      </nav>
      {SECTIONS.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2 className={s.section}>{section.title}</h2>
          {section.entries.map((e) => (
            <article key={e.name} id={`ui-${e.name}`} className={s.entry} aria-label={e.name}>
              <h3 className={s.name}>{e.name}</h3>
              <p className={s.summary}>{e.summary}</p>
              <div className={s.demo}>{e.render()}</div>
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
