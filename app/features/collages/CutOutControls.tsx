import {
  type CollageItem,
  CROP_PRESETS,
  type CropPreset,
  clamp,
  MAX_ITEM_SCALE,
  MIN_ITEM_SCALE,
  presetCrop,
} from '#domain/boards/collages';
import type { PinModel } from '#domain/pins/models';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { Select } from '../../ui/Select';
import s from './Collages.module.css';
import { cutOutImage } from './CutOut';
import '../../lib/texts/builder';

const SCALE_STEP = 0.1;

function presetOf(item: CollageItem, pin: PinModel | undefined): CropPreset {
  const img = cutOutImage(pin);
  const same = (p: CropPreset) => {
    const c = presetCrop(p, img?.width ?? 1, img?.height ?? 1);
    return c.x === item.crop.x && c.y === item.crop.y && c.w === item.crop.w && c.h === item.crop.h;
  };
  return CROP_PRESETS.find(same) ?? 'full';
}

/** What can be done to the selected cut-out: its crop shape, its size, its order, removal. */
export function CutOutControls(props: {
  index: number;
  item: CollageItem;
  pin: PinModel | undefined;
  canBringForward: boolean;
  onChange(item: CollageItem): void;
  onBringForward(): void;
  onRemove(): void;
}) {
  const { item, pin } = props;
  const t = useT();
  const img = cutOutImage(pin);
  const resize = (by: number) =>
    props.onChange({
      ...item,
      scale: Math.round(clamp(item.scale + by, MIN_ITEM_SCALE, MAX_ITEM_SCALE) * 10) / 10,
    });
  return (
    <fieldset className={s.controls}>
      <legend className={s.controlsTitle}>
        {t('collage.cutOut', { number: props.index + 1 })}
      </legend>
      <Select
        name="crop"
        label={t('collage.cropShape')}
        value={presetOf(item, pin)}
        options={CROP_PRESETS.map((p) => ({ value: p, label: t(`collage.crop.${p}`) }))}
        onValueChange={(v) =>
          props.onChange({
            ...item,
            crop: presetCrop(v as CropPreset, img?.width ?? 1, img?.height ?? 1),
          })
        }
      />
      <div className={s.scaleRow}>
        <span className={s.scaleLabel} id={`scale-${props.index}`}>
          {t('collage.size', { percent: Math.round(item.scale * 100) })}
        </span>
        <Button
          size="sm"
          iconStart="minus"
          disabled={item.scale <= MIN_ITEM_SCALE}
          onClick={() => resize(-SCALE_STEP)}
        >
          {t('collage.smaller')}
        </Button>
        <Button
          size="sm"
          iconStart="plus"
          disabled={item.scale >= MAX_ITEM_SCALE}
          onClick={() => resize(SCALE_STEP)}
        >
          {t('collage.larger')}
        </Button>
      </div>
      <div className={s.buttonRow}>
        <Button
          size="sm"
          iconStart="chevron-up"
          disabled={!props.canBringForward}
          onClick={props.onBringForward}
        >
          {t('collage.bringForward')}
        </Button>
        <Button size="sm" variant="tertiary" iconStart="trash" onClick={props.onRemove}>
          {t('collage.remove')}
        </Button>
      </div>
    </fieldset>
  );
}
