import { MAX_COLLAGE_ITEMS } from '#domain/boards/collages';
import type { PinModel } from '#domain/pins/models';
import { ImageToggle } from '../../ui/ImageToggle';
import { useT } from '../../ui/i18n';
import s from './Collages.module.css';
import '../../lib/texts/builder';

/**
 * The person's pins to cut from (issue 14): each a toggle; pressed pins are on the canvas. At
 * MAX_COLLAGE_ITEMS cut-outs the rest cannot be added until one is removed.
 */
export function PinPicker(props: {
  pins: readonly PinModel[];
  chosen: ReadonlySet<string>;
  full: boolean;
  onToggle(pin: PinModel): void;
}) {
  const t = useT();
  if (props.pins.length === 0) {
    return <p className={s.note}>{t('collage.noPins')}</p>;
  }
  return (
    <div>
      <p className={s.note} aria-live="polite">
        {props.full
          ? t('collage.full', { max: MAX_COLLAGE_ITEMS })
          : t('collage.chooseUpTo', { max: MAX_COLLAGE_ITEMS })}
      </p>
      <ul className={s.picker}>
        {props.pins.map((pin) => {
          const on = props.chosen.has(pin.id);
          const img = pin.images['236x'] ?? pin.images['170x'];
          const name = pin.gridTitle || pin.altText || pin.autoAltText || t('collage.pin');
          return (
            <li key={pin.id}>
              <ImageToggle
                label={on ? t('collage.removePin', { name }) : t('collage.addPin', { name })}
                pressed={on}
                src={img?.url ?? null}
                disabled={!on && props.full}
                onToggle={() => props.onToggle(pin)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
