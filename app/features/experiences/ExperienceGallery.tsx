import { useIsDesktop } from '../../lib/viewer-context';
import { EXPERIENCE_FIXTURES } from './fixtures';
import { ExperiencePreview } from './Preview';
import s from './Preview.module.css';

/** Every renderer with fixture data (issue 14 tests), so a person can look at each. */
export function ExperienceGallery() {
  const mobile = !useIsDesktop();
  return (
    <div className={s.gallery}>
      <h1>Experiences</h1>
      <p className={s.lead}>
        Every kind of experience Tessera can show, drawn by its renderer with sample content.
        Nothing here is sent to the server.
      </p>
      {EXPERIENCE_FIXTURES.map((f) => (
        <section
          key={f.title}
          className={s.entry}
          aria-labelledby={`fx-${f.experience.experience_id}`}
        >
          <h2 id={`fx-${f.experience.experience_id}`}>{f.title}</h2>
          <ExperiencePreview
            experience={f.experience}
            mobile={mobile}
            id={`fx-${f.experience.experience_id}`}
          />
        </section>
      ))}
    </div>
  );
}
