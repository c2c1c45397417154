export { ExperienceGallery } from './ExperienceGallery';
export { HomePlacements } from './HomePlacements';
export { ExperiencePreview } from './Preview';
