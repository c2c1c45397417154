/**
 * spec 02 §4 (M-184, M-187, M-190, M-194): the lifecycle of one placed experience for one
 * person. Not viewed → viewed → completed or dismissed; completed and dismissed are final, so
 * a repeated or late call changes nothing. A trigger (M-334) only marks the row as triggered.
 */
export type ExperienceAction = 'view' | 'complete' | 'dismiss' | 'trigger';
export type StatusName = 'triggered' | 'viewed' | 'completed' | 'dismissed';

export interface StatusState {
  status: StatusName;
  viewCount: number;
  viewedAt: Date | null;
  completedAt: Date | null;
  dismissedAt: Date | null;
  triggeredAt: Date | null;
}

/** spec 02 §7 (M-377–M-379): the context event each counted change logs */
export const EXPERIENCE_EVENTS = { view: 4503, complete: 6567, dismiss: 6568 } as const;

export interface Transition {
  next: StatusState;
  /** the event to log, if the change is one the spec logs */
  event: number | null;
}

export function isFinal(status: StatusName): boolean {
  return status === 'completed' || status === 'dismissed';
}

/** What a status is before any call changed it. */
export const UNTOUCHED: StatusState = {
  status: 'triggered',
  viewCount: 0,
  viewedAt: null,
  completedAt: null,
  dismissedAt: null,
  triggeredAt: null,
};

/** The state after `action`, or null when it changes nothing (a 200 no-op for the caller). */
export function transition(
  current: StatusState | null,
  action: ExperienceAction,
  now: Date,
): Transition | null {
  const base: StatusState = current ?? UNTOUCHED;
  switch (action) {
    case 'trigger':
      if (current?.triggeredAt) return null;
      return { next: { ...base, triggeredAt: now }, event: null };
    case 'view':
      if (current && isFinal(current.status)) return null;
      // a second view keeps the status but counts toward the frequency cap
      return {
        next: {
          ...base,
          status: 'viewed',
          viewCount: base.viewCount + 1,
          viewedAt: base.viewedAt ?? now,
        },
        event: EXPERIENCE_EVENTS.view,
      };
    case 'complete':
      if (current && isFinal(current.status)) return null;
      return {
        next: { ...base, status: 'completed', completedAt: now },
        event: EXPERIENCE_EVENTS.complete,
      };
    case 'dismiss':
      if (current && isFinal(current.status)) return null;
      return {
        next: { ...base, status: 'dismissed', dismissedAt: now },
        event: EXPERIENCE_EVENTS.dismiss,
      };
  }
}
