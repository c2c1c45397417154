import type { ExperienceWire } from '#domain/experiences/experiences';

/** What every renderer gets (one file per renderer under renderers/). */
export interface RendererProps {
  experience: ExperienceWire;
  /**
   * M-190–M-193: the person finished it (pressed the complete button, the pulsar's confirm ...).
   * `code` 1 or 2 sends it; `preventRemoval` keeps it on screen; `skipRefresh` leaves the list.
   */
  onComplete(options?: { code?: number; preventRemoval?: boolean; skipRefresh?: boolean }): void;
  /** M-194: the person closed it */
  onDismiss(): void;
  /** phone or tablet widths (the device context's answer) */
  mobile: boolean;
  /** true in the gallery and the authoring preview: drawn in place, nothing fixed or timed away */
  preview?: boolean;
  /** the board named by a tooltip's {boardName}, when the page has one (M-151) */
  boardName?: string | null;
}
