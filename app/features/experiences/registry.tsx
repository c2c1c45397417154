import { type ComponentType, lazy } from 'react';
import {
  COMPONENT_TYPES,
  EXPERIENCE_TYPES,
  type ExperienceWire,
  METRICS_BANNER_EXPERIENCE,
} from '#domain/experiences';
import CalloutExperience from './renderers/CalloutExperience';
import type { RendererProps } from './types';

// Banners may be rendered by the server with the page (placement 11), so they come with it;
// the rest load when an experience of their kind arrives.
const ModalExperience = lazy(() => import('./renderers/ModalExperience'));
const MetricsBanner = lazy(() => import('./renderers/MetricsBanner'));
const ToastExperience = lazy(() => import('./renderers/ToastExperience'));

/** The renderer of an experience (spec 02 §3 types, display_type and component_type), or null. */
export function rendererFor(exp: ExperienceWire): ComponentType<RendererProps> | null {
  const d = exp.display_data ?? {};
  switch (exp.type) {
    case EXPERIENCE_TYPES.survey:
      return exp.experience_id === METRICS_BANNER_EXPERIENCE ? MetricsBanner : null;
    case EXPERIENCE_TYPES.toast:
      return ToastExperience;
    case EXPERIENCE_TYPES.modal:
      return ModalExperience;
    case EXPERIENCE_TYPES.neutralCallout:
    case EXPERIENCE_TYPES.upsellCallout:
      if (d.component_type === COMPONENT_TYPES.searchDelight) return null;
      return CalloutExperience;
    default:
      return null;
  }
}

/** Whether its renderer draws in the page's flow (a banner) rather than over it. */
export function isInline(exp: ExperienceWire): boolean {
  return (
    exp.type === EXPERIENCE_TYPES.neutralCallout ||
    exp.type === EXPERIENCE_TYPES.upsellCallout ||
    (exp.type === EXPERIENCE_TYPES.survey && exp.experience_id === METRICS_BANNER_EXPERIENCE)
  );
}
