import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTION_BAR_DELAY_MS } from '#domain/pins/hover-state';

/**
 * The card's hover: `hovered` while the pointer is over it or focus is within it; `barShown`
 * 800 ms after the pointer came (spec 01 §4, §9), at once for keyboard focus so a keyboard
 * user always sees the control that has focus; `armed` from the first hover or focus on, for
 * good: the hover-only controls are not server-rendered and mount then (issue 12).
 */
export function useCardHover(): {
  hovered: boolean;
  barShown: boolean;
  armed: boolean;
  handlers: {
    onPointerEnter: (e: React.PointerEvent) => void;
    onPointerLeave: (e: React.PointerEvent) => void;
    onFocus: () => void;
    onBlur: (e: React.FocusEvent) => void;
  };
} {
  const [pointer, setPointer] = useState(false);
  const [focused, setFocused] = useState(false);
  const [delayed, setDelayed] = useState(false);
  const [armed, setArmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => clear, [clear]);

  const onPointerEnter = useCallback(
    (e: React.PointerEvent) => {
      if (e.pointerType === 'touch') return;
      setPointer(true);
      setArmed(true);
      clear();
      timer.current = setTimeout(() => setDelayed(true), ACTION_BAR_DELAY_MS);
    },
    [clear],
  );
  const onPointerLeave = useCallback(
    (e: React.PointerEvent) => {
      if (e.pointerType === 'touch') return;
      setPointer(false);
      setDelayed(false);
      clear();
    },
    [clear],
  );
  const onFocus = useCallback(() => {
    setFocused(true);
    setArmed(true);
  }, []);
  const onBlur = useCallback((e: React.FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (!next || !e.currentTarget.contains(next)) setFocused(false);
  }, []);

  return {
    hovered: pointer || focused,
    barShown: delayed || focused,
    armed,
    handlers: { onPointerEnter, onPointerLeave, onFocus, onBlur },
  };
}
