import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * A piece of the kit loaded on demand (issue 12): the Radix half of a tooltip, menu or popover is
 * not part of a page's initial JS; it is fetched the first time a person reaches for a trigger
 * and is kept for every later one.
 */
export interface LazyPart<M> {
  /** the module once loaded, else null */
  get(): M | null;
  load(): Promise<M>;
}

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    get: () => loaded,
    load() {
      pending ??= importer().then(
        (m) => {
          loaded = m;
          return m;
        },
        (error: unknown) => {
          // a failed fetch (offline for a moment) is tried again by the next interaction
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** How the loaded part takes over from the plain trigger. */
export interface Takeover<I> {
  /** the light trigger had focus when it was replaced: the loaded one takes it */
  focus: boolean;
  /** what the interaction that loaded it asked for (open the menu, show the tip) */
  intent: I | null;
}

/**
 * One kit component's switch from its plain trigger to the loaded part. Before the first
 * interaction it renders the trigger alone (server render and hydration included); `request`
 * loads the part and switches this instance over, remembering whether the trigger had focus.
 * An instance mounted after the part loaded uses it from the start.
 */
export function useLazyPart<M, I>(part: LazyPart<M>) {
  const [state, setState] = useState<{ mod: M; takeover: Takeover<I> } | null>(() => {
    const mod = part.get();
    return mod ? { mod, takeover: { focus: false, intent: null } } : null;
  });
  const alive = useRef(true);
  // the latest interaction's wish wins: a focus starts the load, the key pressed meanwhile opens
  const wish = useRef<() => I | null>(() => null);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const request = useCallback(
    (el: Element | null, intent: () => I | null) => {
      wish.current = intent;
      const swap = (mod: M) => {
        if (!alive.current) return;
        const focus = el !== null && document.activeElement === el;
        setState((s) => s ?? { mod, takeover: { focus, intent: wish.current() } });
      };
      const ready = part.get();
      if (ready) swap(ready);
      else part.load().then(swap, () => {});
    },
    [part],
  );
  return { loaded: state, request };
}

/**
 * The loaded half's side of a takeover, for an overlay opened by a trigger or by `open`: its
 * open state (the feature's when controlled), focus back on a trigger that had it, and the
 * click that loaded the part opening it once.
 */
export function useTakeover<E extends HTMLElement>(
  takeover: Takeover<unknown>,
  props: { open?: boolean; defaultOpen?: boolean; onOpenChange?(open: boolean): void },
) {
  const [inner, setInner] = useState(props.defaultOpen ?? false);
  const control = useRef<E>(null);
  const onOpenChange = useRef(props.onOpenChange);
  onOpenChange.current = props.onOpenChange;
  const change = useCallback((next: boolean) => {
    setInner(next);
    onOpenChange.current?.(next);
  }, []);
  useLayoutEffect(() => {
    if (takeover.focus) control.current?.focus();
  }, [takeover.focus]);
  useEffect(() => {
    if (takeover.intent) change(true);
  }, [takeover.intent, change]);
  return { open: props.open ?? inner, change, control };
}

type LightControlProps = {
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'data-state'?: string;
  onPointerEnter?(e: PointerEvent): void;
  onFocus?(e: FocusEvent): void;
  onClick?(e: MouseEvent): void;
};

/**
 * The light side of an overlay that opens on a click of its trigger (a dialog, a sheet, a
 * popover) or when a feature sets `open`: until then it renders only the trigger, marked as
 * opening a dialog; a hover or focus fetches the part ahead of the click.
 */
export function useLightOverlay<M>(
  part: LazyPart<M>,
  props: { open?: boolean; defaultOpen?: boolean; trigger?: ReactElement; anchor?: ReactElement },
) {
  const { loaded, request } = useLazyPart<M, 'open'>(part);
  // the control's element, so one that had focus gets it back when Radix takes over
  const lastControl = useRef<Element | null>(null);
  const openedFromCode = (props.open === true || props.defaultOpen === true) && !loaded;
  useEffect(() => {
    if (openedFromCode) request(lastControl.current, () => null);
  }, [openedFromCode, request]);
  if (loaded) return { loaded, light: null };
  const control = (props.trigger ?? props.anchor) as ReactElement<LightControlProps> | undefined;
  if (!control) return { loaded, light: null };
  const own = control.props;
  const preload = (el: Element) => {
    lastControl.current = el;
    part.load().catch(() => {});
  };
  const light = cloneElement(control, {
    ...(props.trigger
      ? { 'aria-haspopup': 'dialog', 'aria-expanded': false, 'data-state': 'closed' }
      : {}),
    onPointerEnter(e: PointerEvent) {
      own.onPointerEnter?.(e);
      if (e.pointerType === 'mouse') preload(e.currentTarget);
    },
    onFocus(e: FocusEvent) {
      own.onFocus?.(e);
      preload(e.currentTarget);
    },
    onClick(e: MouseEvent) {
      own.onClick?.(e);
      lastControl.current = e.currentTarget;
      // an anchor opens only when the feature sets `open`
      if (props.trigger && !e.defaultPrevented) request(e.currentTarget, () => 'open');
    },
  } satisfies LightControlProps);
  return { loaded, light };
}
