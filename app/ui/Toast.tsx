import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import s from './Toast.module.css';

/** spec 02 §9: a toast shows 100 ms after mount, stays 2000 ms by default, hides over 200 ms. */
export const TOAST_SHOW_DELAY_MS = 100;
export const TOAST_DEFAULT_MS = 2000;
export const TOAST_HIDE_MS = 200;
/** older toasts give way so the stack never covers the page */
const MAX_TOASTS = 3;

export type ToastAction = { label: string; onClick(): void } | { label: string; href: string };

export interface ToastOptions {
  text: string;
  /** how long it stays visible, from the moment it shows (spec 02 §9: 2000 ms unless given) */
  duration?: number;
  action?: ToastAction;
  /** an icon or a thumbnail before the text */
  icon?: ReactNode;
  /** an error is announced assertively */
  tone?: 'default' | 'error';
}

export interface ToastApi {
  /** shows a toast and returns its id */
  show(options: ToastOptions): string;
  dismiss(id: string): void;
}

interface Entry extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/** the mounted stack, for code outside React's tree */
let mounted: ToastApi | null = null;

/**
 * A toast from code outside React's tree (the service worker's messages, in their own chunk):
 * the shell's stack shows it; with none mounted yet, nothing is shown.
 */
export function showToastOutsideReact(options: ToastOptions): void {
  mounted?.show(options);
}

/** The page's one toast stack and its live regions; the shell mounts it once. */
export function ToastProvider(props: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Entry[]>([]);
  const next = useRef(0);
  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);
  const show = useCallback((options: ToastOptions) => {
    next.current += 1;
    const id = `toast-${next.current}`;
    setToasts((list) => [...list, { ...options, id }].slice(-MAX_TOASTS));
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  useEffect(() => {
    mounted = api;
    return () => {
      if (mounted === api) mounted = null;
    };
  }, [api]);
  const polite = toasts.filter((t) => t.tone !== 'error');
  const assertive = toasts.filter((t) => t.tone === 'error');
  return (
    <ToastContext.Provider value={api}>
      {props.children}
      {/* the regions exist before any toast, so screen readers are already listening */}
      <div className={s.viewport}>
        <div role="status" aria-live="polite" className={s.stack}>
          {polite.map((t) => (
            <ToastItem key={t.id} toast={t} onRemove={dismiss} />
          ))}
        </div>
        <div role="alert" className={s.stack}>
          {assertive.map((t) => (
            <ToastItem key={t.id} toast={t} onRemove={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/** The one way to show a toast: `useToast().show({ text })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it (the shell mounts one)');
  return api;
}

type Phase = 'hidden' | 'visible' | 'hiding';

/**
 * One toast through spec 02 §4's states (its own three of M-258's five: every page carries the
 * toast, so it keeps these few lines instead of the kit's useTransitionState): starts hidden (M-238), visible after 100 ms (M-239),
 * hides after its duration (M-240) unless hovered or focused (M-242, leaving restarts the timer:
 * M-243), and is removed after the 200 ms hide animation (M-241).
 */
function ToastItem(props: { toast: Entry; onRemove(id: string): void }) {
  const { toast, onRemove } = props;
  const duration = toast.duration ?? TOAST_DEFAULT_MS;
  const [phase, setPhase] = useState<Phase>('hidden');
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const t = setTimeout(() => setPhase('visible'), TOAST_SHOW_DELAY_MS);
    return () => clearTimeout(t);
  }, []);

  // the timer runs only while visible and not held: a hold clears it, a release starts it over
  useEffect(() => {
    if (phase !== 'visible' || held) return;
    const t = setTimeout(() => setPhase('hiding'), duration);
    return () => clearTimeout(t);
  }, [phase, held, duration]);

  useEffect(() => {
    if (phase !== 'hiding') return;
    const t = setTimeout(() => onRemove(toast.id), TOAST_HIDE_MS);
    return () => clearTimeout(t);
  }, [phase, onRemove, toast.id]);

  function hold() {
    setHeld(true);
    // a pointer over a toast that is fading out keeps it
    setPhase((p) => (p === 'hiding' ? 'visible' : p));
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer; the toast itself does nothing
    <div
      className={s.toast}
      data-state={phase}
      data-tone={toast.tone ?? 'default'}
      onMouseEnter={hold}
      onMouseLeave={() => setHeld(false)}
      onFocus={hold}
      onBlur={() => setHeld(false)}
    >
      {toast.icon ? <span className={s.icon}>{toast.icon}</span> : null}
      <span className={s.text}>{toast.text}</span>
      {toast.action ? <Action action={toast.action} onDone={() => setPhase('hiding')} /> : null}
    </div>
  );
}

function Action(props: { action: ToastAction; onDone(): void }) {
  const { action } = props;
  if ('href' in action) {
    return (
      <Link to={action.href} className={s.action} onClick={props.onDone}>
        {action.label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={s.action}
      onClick={() => {
        action.onClick();
        props.onDone();
      }}
    >
      {action.label}
    </button>
  );
}
