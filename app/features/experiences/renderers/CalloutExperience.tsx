import type { ActionData } from '#domain/experiences/experiences';
import {
  BUSINESS_UPGRADE_EXPERIENCE,
  COMPONENT_TYPES,
  EXPERIENCE_TYPES,
} from '#domain/experiences/experiences';
import { Button, ButtonLink } from '../../../ui/Button';
import { Callout, type CalloutTone } from '../../../ui/Callout';
import { useT } from '../../../ui/i18n';
import { RichText } from '../../../ui/RichText';
import type { RendererProps } from '../types';
import { isExternal, useOwnHost } from './links';
import s from './renderers.module.css';

const TONES: Record<string, CalloutTone> = {
  'error-callout': 'error',
  'info-callout': 'info',
  'warning-callout': 'warning',
  upsell: 'upsell',
};

/**
 * Types 27 (neutral callout) and 28 (upsell callout), and the nag banner (component_type 1):
 * spec 02 §3 M-137, §5 M-261, M-262. The primary action completes it and follows its link; the
 * secondary one follows its link too, or dismisses when it has none; the close button dismisses.
 */
export default function CalloutExperience({
  experience,
  onComplete,
  onDismiss,
  preview,
}: RendererProps) {
  const t = useT();
  const d = experience.display_data;
  const host = useOwnHost();
  const upsell = experience.type === EXPERIENCE_TYPES.upsellCallout;
  const nag = d.component_type === COMPONENT_TYPES.nagBanner;
  const business = experience.experience_id === BUSINESS_UPGRADE_EXPERIENCE;
  const label = d.title || (upsell ? t('exp.suggestion') : t('exp.notice'));
  const actions = (
    <>
      {d.primaryAction ? (
        <Action
          action={d.primaryAction}
          primary
          onPress={() => onComplete({ code: 1 })}
          preview={preview}
        />
      ) : null}
      {d.secondaryAction ? (
        <Action
          action={d.secondaryAction}
          onPress={() => (d.secondaryAction?.href ? onComplete({ code: 2 }) : onDismiss())}
          preview={preview}
        />
      ) : null}
    </>
  );
  const callout = (
    <Callout
      label={label}
      tone={TONES[d.type ?? ''] ?? 'neutral'}
      title={d.title}
      message={<RichText text={d.message ?? ''} ownHost={host} />}
      image={
        d.image?.url
          ? {
              src: d.image.url,
              alt: d.image.imageAlt ?? '',
              width: d.image.width,
              height: d.image.height,
            }
          : undefined
      }
      actions={d.primaryAction || d.secondaryAction ? actions : undefined}
      onDismiss={d.canClose === false ? undefined : onDismiss}
      dismissLabel={`Dismiss ${label}`}
      width={upsell && !business ? 'upsell' : nag ? 'wide' : 'inline'}
      slideIn={!preview}
    />
  );
  return <div className={`${s.banner}${business ? ` ${s.business}` : ''}`}>{callout}</div>;
}

function Action(props: {
  action: ActionData;
  primary?: boolean;
  onPress(): void;
  preview?: boolean;
}) {
  const { action } = props;
  const variant = props.primary ? 'primary' : 'secondary';
  if (!action.href || props.preview) {
    return (
      <Button
        variant={variant}
        size="sm"
        onClick={props.onPress}
        aria-label={action.accessibilityLabel}
      >
        {action.label}
      </Button>
    );
  }
  const external = isExternal(action.href);
  return (
    <ButtonLink
      variant={variant}
      size="sm"
      to={action.href}
      aria-label={action.accessibilityLabel}
      onClick={props.onPress}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
    >
      {action.label}
    </ButtonLink>
  );
}
