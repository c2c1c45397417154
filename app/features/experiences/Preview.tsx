import { Suspense, useEffect, useState } from 'react';
import {
  EXPERIENCE_TYPES,
  type ExperienceWire,
  METRICS_BANNER_EXPERIENCE,
  renderProblem,
} from '#domain/experiences/experiences';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { said, useT } from '../../ui/i18n';
import s from './Preview.module.css';
import { rendererFor } from './registry';

type Shown = 'waiting' | 'shown' | 'completed' | 'dismissed';

/** Types that cover the page or come and go: the preview shows them on request. */
function onRequest(exp: ExperienceWire): boolean {
  return (
    exp.type === EXPERIENCE_TYPES.modal ||
    exp.type === EXPERIENCE_TYPES.toast ||
    (exp.type === EXPERIENCE_TYPES.survey && exp.experience_id !== METRICS_BANNER_EXPERIENCE)
  );
}

/**
 * One experience drawn by its renderer with no call to the server: for the gallery and the
 * authoring page's live preview. What the person does (complete, dismiss) is shown, not sent.
 */
export function ExperiencePreview(props: {
  experience: ExperienceWire;
  mobile?: boolean;
  id?: string;
}) {
  const { experience } = props;
  const t = useT();
  const [shown, setShown] = useState<Shown>(onRequest(experience) ? 'waiting' : 'shown');
  // renderers load on demand: drawn once the page is hydrated, never suspending its hydration
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const problem = renderProblem(experience);
  const Renderer = rendererFor(experience, { preview: true });
  const alertId = `${props.id ?? `preview-${experience.experience_id}`}-problem`;
  if (problem || !Renderer) {
    return (
      <FormAlert id={alertId} message={problem ? said(t, problem) : t('exp.preview.noRenderer')} />
    );
  }
  return (
    <div className={s.preview} data-experience-preview={experience.experience_id}>
      {shown === 'shown' && hydrated ? (
        <Suspense fallback={null}>
          <Renderer
            experience={experience}
            mobile={props.mobile ?? false}
            preview
            boardName="Weeknight dinners"
            onComplete={() => setShown('completed')}
            onDismiss={() => setShown('dismissed')}
          />
        </Suspense>
      ) : null}
      {shown === 'waiting' ? (
        <Button size="sm" onClick={() => setShown('shown')}>
          {t('exp.preview.show')}
        </Button>
      ) : null}
      {shown === 'completed' || shown === 'dismissed' ? (
        <p className={s.outcome} role="status">
          {t(shown === 'completed' ? 'exp.preview.completed' : 'exp.preview.dismissed')}{' '}
          <Button size="sm" onClick={() => setShown(onRequest(experience) ? 'waiting' : 'shown')}>
            {t('exp.preview.again')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
