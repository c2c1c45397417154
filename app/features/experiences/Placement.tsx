import { Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  type EligibilityRule,
  EXPERIENCE_TIMINGS,
  type ExperienceWire,
  experienceDelayMs,
  isEligible,
  isHeldOnBuilder,
  renderProblem,
  VIEW_ON_APPEAR_PLACEMENT,
  VIEW_ON_MOUNT_EXPERIENCE,
} from '#domain/experiences/experiences';
import { useIsDesktop, useViewer } from '../../lib/viewer-context';
import { isInline, rendererFor } from './registry';
import { findAnchor } from './renderers/use-page-anchor';
import {
  completeExperience,
  dismissExperience,
  experienceAt,
  fetchPlacements,
  mountPlacement,
  seedExperience,
  subscribeExperiences,
  triggerExperiences,
  viewExperience,
} from './store';

export interface ExperiencePlacementProps {
  placementId: number;
  /** what the server rendered with the page (placement 11), so the first paint has it */
  initial?: ExperienceWire | null;
  /** spec 02 §4 (M-196, M-197): which experiences this placement may show */
  eligibility?: EligibilityRule;
  /** M-186: false leaves viewing to the renderer */
  autoView?: boolean;
  extraContext?: Record<string, unknown> | null;
  boardName?: string | null;
}

function anchorExists(selector: string): boolean {
  return typeof document === 'undefined' || findAnchor(selector) !== null;
}

function usePlacementExperience(placementId: number, initial: ExperienceWire | null | undefined) {
  if (initial !== undefined) seedExperience(placementId, initial);
  return useSyncExternalStore(
    subscribeExperiences,
    () => experienceAt(placementId),
    () => initial ?? null,
  );
}

/** M-130, M-131: placement 1000421 waits while the person is on a builder, rechecked every 3 s. */
function useHeldOnBuilder(placementId: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const check = () => setHeld(isHeldOnBuilder(placementId, window.location.pathname));
    check();
    const timer = setInterval(check, EXPERIENCE_TIMINGS.builderRecheck);
    return () => clearInterval(timer);
  }, [placementId]);
  return held;
}

/** M-202: a delayed experience is held back until its delay passes. */
function useDelayPassed(exp: ExperienceWire | null): boolean {
  const delay = exp ? experienceDelayMs(exp.display_data) : 0;
  const [passedFor, setPassedFor] = useState<number | null>(null);
  useEffect(() => {
    if (!exp || delay === 0) return;
    const timer = setTimeout(() => setPassedFor(exp.experience_id), delay);
    return () => clearTimeout(timer);
  }, [exp, delay]);
  return delay === 0 || passedFor === exp?.experience_id;
}

/**
 * One numbered placement (spec 02 §1–§4): fetches its experience through the store, shows it
 * with its type's renderer once it is eligible, renderable and due, views it on mount (locally
 * first), fires its trigger calls, and passes the person's complete and dismiss back.
 */
export function ExperiencePlacement(props: ExperiencePlacementProps) {
  const { placementId, autoView = true, extraContext, eligibility } = props;
  const viewer = useViewer();
  const mobile = !useIsDesktop();
  const exp = usePlacementExperience(placementId, props.initial);
  const [mounted, setMounted] = useState(false);
  const held = useHeldOnBuilder(placementId);
  const due = useDelayPassed(exp);
  const box = useRef<HTMLDivElement>(null);
  const contextKey = JSON.stringify(extraContext ?? null);

  useEffect(() => {
    if (viewer.isBot) return;
    setMounted(true);
    const unmount = mountPlacement(placementId);
    void fetchPlacements([placementId], {
      extraContext: JSON.parse(contextKey) as Record<string, unknown> | null,
    });
    return unmount;
  }, [placementId, contextKey, viewer.isBot]);

  const eligible =
    exp !== null &&
    isEligible(exp, eligibility ?? {}) &&
    exp.status !== 'completed' &&
    exp.status !== 'dismissed';
  // on the server and the first client render, only what needs no page to check against
  const renderable =
    eligible && renderProblem(exp, mounted ? anchorExists : undefined, mobile) === null;
  const show = renderable && due && !held && !viewer.isBot;

  // M-185, M-187, M-188, M-214; M-215 placement 1000075 is viewed as it appears
  useEffect(() => {
    if (!show || !exp) return;
    const onMount = exp.experience_id === VIEW_ON_MOUNT_EXPERIENCE;
    if (placementId === VIEW_ON_APPEAR_PLACEMENT && !onMount) {
      const el = box.current;
      if (!el || typeof IntersectionObserver === 'undefined') return;
      const io = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          viewExperience(exp, extraContext);
        }
      });
      io.observe(el);
      return () => io.disconnect();
    }
    if (autoView || onMount) viewExperience(exp, extraContext);
    return undefined;
  }, [show, exp, placementId, autoView, extraContext]);

  // M-206, M-207: the trigger calls, on mount and whenever the experience changes
  const triggerKey =
    show && exp ? `${exp.experience_id}:${exp.triggerable_placed_exps.join()}` : '';
  const latest = useRef(exp);
  latest.current = exp;
  useEffect(() => {
    const current = latest.current;
    if (triggerKey && current && current.triggerable_placed_exps.length > 0) {
      triggerExperiences(current);
    }
  }, [triggerKey]);

  const onComplete = useCallback(
    (options?: { code?: number; preventRemoval?: boolean; skipRefresh?: boolean }) => {
      if (exp) void completeExperience(exp, { ...options, extraContext });
    },
    [exp, extraContext],
  );
  const onDismiss = useCallback(() => {
    if (exp) void dismissExperience(exp, extraContext);
  }, [exp, extraContext]);

  if (!show || !exp) return null;
  // overlays (modals, toasts, tooltips ...) need the page: they come after hydration
  if (!mounted && !isInline(exp)) return null;
  const Renderer = rendererFor(exp);
  if (!Renderer) return null;
  const drawn = (
    <Suspense fallback={null}>
      <Renderer
        experience={exp}
        onComplete={onComplete}
        onDismiss={onDismiss}
        mobile={mobile}
        boardName={props.boardName}
      />
    </Suspense>
  );
  if (placementId === VIEW_ON_APPEAR_PLACEMENT) {
    return (
      <div ref={box} data-placement={placementId}>
        {drawn}
      </div>
    );
  }
  return drawn;
}
