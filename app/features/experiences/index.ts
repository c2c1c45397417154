export { ExperienceGallery } from './ExperienceGallery';
export { HomePlacements } from './HomePlacements';
export { ExperiencePlacement, type ExperiencePlacementProps } from './Placement';
export { ExperiencePreview } from './Preview';
export { rendererFor } from './registry';
export { SearchDelight, useSearchDelight } from './renderers/search-delight';
export {
  completeExperience,
  dismissExperience,
  fetchPlacements,
  registerAfterAction,
  setSurface,
  viewExperience,
} from './store';
export type { RendererProps } from './types';
