import { ButtonLink } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { useT } from '../../../ui/i18n';
import type { RendererProps } from '../types';
import { isExternal } from './links';
import s from './renderers.module.css';

/**
 * The metrics banner: type 5 with id 502527 (spec 02 §3 M-135; §5 M-263: at least 2 buttons,
 * title_text and subtitle_text). A button completes it and follows its link.
 */
export default function MetricsBanner({ experience, onComplete, onDismiss }: RendererProps) {
  const t = useT();
  const d = experience.display_data;
  return (
    <div className={s.banner}>
      <Callout
        label={d.title_text ?? t('exp.metrics')}
        tone="info"
        icon="chart-no-axes-column"
        title={d.title_text}
        message={
          <span className={s.metrics}>
            <span>{d.subtitle_text}</span>
            {d.detailed_text ? <span className={s.metricsDetail}>{d.detailed_text}</span> : null}
          </span>
        }
        actions={(d.buttons ?? []).map((b, i) => (
          <ButtonLink
            key={`${b.uri}-${b.text}`}
            to={b.uri ?? '/'}
            size="sm"
            variant={i === 0 ? 'primary' : 'secondary'}
            onClick={() => onComplete({ code: 1 })}
            {...(b.uri && isExternal(b.uri)
              ? { target: '_blank', rel: 'noopener noreferrer nofollow' }
              : {})}
          >
            {b.text}
          </ButtonLink>
        ))}
        onDismiss={onDismiss}
        dismissLabel={t('exp.dismissMetrics')}
        width="wide"
      />
    </div>
  );
}
