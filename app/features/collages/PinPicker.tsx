import { MAX_COLLAGE_ITEMS } from '#domain/boards/collages';
import type { PinModel } from '#domain/pins/models';
import { ImageToggle } from '../../ui/ImageToggle';
import s from './Collages.module.css';

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
  if (props.pins.length === 0) {
    return (
      <p className={s.note}>
        Save or create some Pins first: a collage is made of cut-outs from your Pins.
      </p>
    );
  }
  return (
    <div>
      <p className={s.note} aria-live="polite">
        {props.full
          ? `That's ${MAX_COLLAGE_ITEMS} cut-outs, the most a collage can hold.`
          : `Choose up to ${MAX_COLLAGE_ITEMS} of your Pins.`}
      </p>
      <ul className={s.picker}>
        {props.pins.map((pin) => {
          const on = props.chosen.has(pin.id);
          const img = pin.images['236x'] ?? pin.images['170x'];
          const name = pin.gridTitle || pin.altText || pin.autoAltText || 'Pin';
          return (
            <li key={pin.id}>
              <ImageToggle
                label={on ? `Remove ${name} from the collage` : `Add ${name} to the collage`}
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
