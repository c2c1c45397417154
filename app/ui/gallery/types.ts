import type { ReactNode } from 'react';

/** One component's entry on the gallery page (/_dev/ui): its name and its variants, live. */
export interface GalleryEntry {
  name: string;
  /** What the component is for, in one sentence. */
  summary: string;
  render: () => ReactNode;
}
