// Issue 37's /admin/health as the page shows it (src/server/services/platform/health-report.ts
// makes it).
import type { QueueDepth } from '../jobs/job-view.ts';

/** decision 049: a probe answered, threw, or did not answer in time */
export type ProbeState = 'ok' | 'failing' | 'timeout';

/** decision 059: /admin/health counts the instance's server errors over this many hours */
export const ERROR_WINDOW_HOURS = 24;

export interface RouteErrors {
  /** the route's method and pattern, e.g. `GET /pin/:pinId/` */
  route: string;
  count: number;
  /** the last status and when it was answered */
  lastStatus: number;
  lastAt: string;
}

export interface HealthReport {
  version: string;
  database: 'PGlite' | 'PostgreSQL';
  migrations: { applied: number; known: number; latest: string | null };
  /** each thing Tessera depends on, and whether this process reaches it now */
  services: { name: string; state: ProbeState; detail: string }[];
  queues: QueueDepth[];
  storage: { pictures: number; pictureBytes: number; databaseBytes: number | null };
  /** every process's 5xx answers since `since` (the window's first whole hour) */
  errors: { since: string; routes: RouteErrors[] };
}
