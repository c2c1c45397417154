import { useCallback } from 'react';
import type { CardSurface } from '#domain/analytics/surfaces';
import { MAX_COLUMNS_BY_DEVICE } from '#domain/layout/masonry';
import type { PinModel } from '#domain/pins/models';
import { openPinOverlay } from '../../lib/overlay-store';
import { useDeviceClass, useViewer } from '../../lib/viewer-context';
import { Masonry } from '../../ui/Masonry';
import { measurePinCard, PinCard } from '../pins';
import s from './Shopping.module.css';

/**
 * A short, finished set of product cards (a category's first few on /shopping/, the spotlight):
 * the pin grid's cards and layout without its paging.
 */
export function ProductRow(props: {
  pins: PinModel[];
  label: string;
  surface: CardSurface;
  /** the page's first row: its first images are fetched first */
  first?: boolean;
}) {
  const viewer = useViewer();
  const device = useDeviceClass();
  const { surface } = props;
  const measure = useCallback(
    (pin: PinModel) => measurePinCard({ pin, viewer, surface, showAttribution: true }),
    [viewer, surface],
  );
  return (
    <div className={s.row}>
      <Masonry
        items={props.pins}
        itemKey={(p) => p.id}
        measure={measure}
        label={props.label}
        maxColumns={MAX_COLUMNS_BY_DEVICE[device]}
        render={(pin, i) => (
          <PinCard
            pin={pin}
            viewer={viewer}
            showAttribution
            onOpen={openPinOverlay}
            eager={props.first === true}
            priority={props.first === true && i < 2}
            surface={surface}
            gridIndex={i}
          />
        )}
      />
    </div>
  );
}
