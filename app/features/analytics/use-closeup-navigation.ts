import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { EVENT } from '#domain/analytics/analytics-events';
import type { PinModel } from '#domain/pins/models';
import { pinAux } from './pin-events';
import { logEvent } from './tracker';

/** How a closeup was reached (spec 01 §7 P-368 closeup_navigation_type). */
export type CloseupNavigationType = 'grid_click' | 'direct' | 'link' | 'back_forward';

/**
 * spec 01 §7 (P-363): a closeup shown logs 8948 once per pin: opened over a grid, loaded
 * directly (the page's own first render: the root marks the page hydrated only after it), or
 * reached inside the app by a link or by Back/Forward.
 */
export function useCloseupNavigation(pin: PinModel, place: 'page' | 'overlay'): void {
  const navigation = useNavigationType();
  const latest = useRef({ pin, navigation });
  latest.current = { pin, navigation };
  const pinId = pin.id;
  // once per pin shown: the overlay's preview and its loaded pin are the same closeup
  // biome-ignore lint/correctness/useExhaustiveDependencies: pinId is the trigger, read through latest
  useEffect(() => {
    const { pin: p, navigation: nav } = latest.current;
    const type: CloseupNavigationType =
      place === 'overlay'
        ? 'grid_click'
        : !('hydrated' in document.documentElement.dataset)
          ? 'direct'
          : nav === 'POP'
            ? 'back_forward'
            : 'link';
    logEvent({
      type: EVENT.CLOSEUP_NAVIGATION,
      pin_id: p.id,
      aux_data: pinAux(p, { closeup_navigation_type: type }),
    });
  }, [pinId, place]);
}
