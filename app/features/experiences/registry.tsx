import { type ComponentType, lazy } from 'react';
import {
  COMPONENT_TYPES,
  EXPERIENCE_TYPES,
  type ExperienceWire,
  METRICS_BANNER_EXPERIENCE,
} from '#domain/experiences/experiences';
import CalloutExperience from './renderers/CalloutExperience';
import MetricsBanner from './renderers/MetricsBanner';
import type { RendererProps } from './types';

// Banners may be rendered by the server with the page (placement 11), so they come with it and
// hydrate with it instead of holding its hydration up while their chunk loads.
// The rest load when an experience of their kind arrives, after hydration.
const ModalExperience = lazy(() => import('./renderers/ModalExperience'));
const ToastExperience = lazy(() => import('./renderers/ToastExperience'));
const TooltipExperience = lazy(() => import('./renderers/TooltipExperience'));
const EducationalPopover = lazy(() => import('./renderers/EducationalPopover'));
const HeroBanner = lazy(() => import('./renderers/HeroBanner'));
const ThumbnailFlyout = lazy(() => import('./renderers/ThumbnailFlyout'));
const SurveyExperience = lazy(() => import('./renderers/SurveyExperience'));
const SearchDelightPreview = lazy(() => import('./renderers/search-delight'));

/** The renderer of an experience (spec 02 §3 types, display_type and component_type), or null. */
export function rendererFor(
  exp: ExperienceWire,
  options: { preview?: boolean } = {},
): ComponentType<RendererProps> | null {
  const d = exp.display_data ?? {};
  // search delight is shown only as a preview: no placement draws it and the search box does not
  if (d.component_type === COMPONENT_TYPES.searchDelight) {
    return options.preview ? SearchDelightPreview : null;
  }
  if (d.display_type === 'hero') return HeroBanner;
  if (d.display_type === 'flyout') return ThumbnailFlyout;
  switch (exp.type) {
    case EXPERIENCE_TYPES.survey:
      return exp.experience_id === METRICS_BANNER_EXPERIENCE ? MetricsBanner : SurveyExperience;
    case EXPERIENCE_TYPES.tooltip:
      return TooltipExperience;
    case EXPERIENCE_TYPES.educationalPopover:
      return EducationalPopover;
    case EXPERIENCE_TYPES.toast:
      return ToastExperience;
    case EXPERIENCE_TYPES.modal:
      return ModalExperience;
    case EXPERIENCE_TYPES.neutralCallout:
    case EXPERIENCE_TYPES.upsellCallout:
      return CalloutExperience;
    default:
      return null;
  }
}

/** Whether its renderer draws in the page's flow (a banner) rather than over it. */
export function isInline(exp: ExperienceWire): boolean {
  const display = exp.display_data?.display_type;
  if (display === 'hero' || display === 'flyout') return false;
  return (
    exp.type === EXPERIENCE_TYPES.neutralCallout ||
    exp.type === EXPERIENCE_TYPES.upsellCallout ||
    (exp.type === EXPERIENCE_TYPES.survey && exp.experience_id === METRICS_BANNER_EXPERIENCE)
  );
}
