export { HomePlacements } from './HomePlacements';
export { ExperiencePlacement, type ExperiencePlacementProps } from './Placement';
export { rendererFor } from './registry';
export {
  completeExperience,
  dismissExperience,
  fetchPlacements,
  registerAfterAction,
  setSurface,
  viewExperience,
} from './store';
export type { RendererProps } from './types';
