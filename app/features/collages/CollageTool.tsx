import { useMemo, useState } from 'react';
import {
  bringForward,
  type CollageItem,
  type CollageModel,
  MAX_COLLAGE_ITEMS,
  MAX_COLLAGE_TITLE,
  newItem,
  presetCrop,
} from '#domain/boards/collages';
import type { PinModel } from '#domain/pins/models';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { CollageCanvas } from './CollageCanvas';
import s from './Collages.module.css';
import { ConfirmDelete } from './ConfirmDelete';
import { cutOutImage } from './CutOut';
import { CutOutControls } from './CutOutControls';
import { deleteCollage, publishCollage, saveCollage } from './collages-api';
import { PinPicker } from './PinPicker';
import '../../lib/texts/builder';

/**
 * The collage creation tool (issue 14, spec 02 §2 M-095): pick up to 20 of your pins, each a
 * cut-out (a crop shape), arrange them on the canvas, name it, then Save draft or Publish.
 * Publishing saves first, then sets the flag (M-302), and starts a new collage.
 */
export function CollageTool(props: {
  pins: readonly PinModel[];
  draft: CollageModel | null;
  /** a draft was saved (its list may change) */
  onSaved?(): void;
  onPublished(): void;
  /** the draft being edited was deleted */
  onDeleted?(): void;
}) {
  const t = useT();
  const toast = useToast();
  const [id, setId] = useState<string | null>(props.draft?.id ?? null);
  const [title, setTitle] = useState(props.draft?.title ?? '');
  const [items, setItems] = useState<CollageItem[]>(props.draft?.items ?? []);
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const byId = useMemo(() => new Map(props.pins.map((p) => [p.id, p])), [props.pins]);
  const chosen = useMemo(() => new Set(items.map((it) => it.pinId)), [items]);

  function toggle(pin: PinModel) {
    if (chosen.has(pin.id)) {
      setItems((xs) => xs.filter((it) => it.pinId !== pin.id));
      setSelected(null);
      return;
    }
    if (items.length >= MAX_COLLAGE_ITEMS) return;
    const img = cutOutImage(pin);
    const crop = presetCrop('full', img?.width ?? 1, img?.height ?? 1);
    setItems((xs) => [...xs, newItem(pin.id, crop, xs)]);
    setSelected(items.length);
  }

  function change(index: number, item: CollageItem) {
    setItems((xs) => xs.map((it, i) => (i === index ? item : it)));
  }

  async function save(publish: boolean) {
    setBusy(publish ? 'publish' : 'save');
    setError(null);
    try {
      const saved = await saveCollage(id, title, items);
      if (!publish) {
        setId(saved.id);
        toast.show({ text: t('collage.draftSaved') });
        props.onSaved?.();
        return;
      }
      await publishCollage(saved.id);
      toast.show({ text: t('collage.published') });
      setId(null);
      setTitle('');
      setItems([]);
      setSelected(null);
      props.onPublished();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(null);
    }
  }

  const current = selected === null ? undefined : items[selected];
  const top = items.reduce((m, it) => Math.max(m, it.z), 0);
  return (
    <section className={s.tool} aria-labelledby="collage-tool-title">
      <div className={s.toolHead}>
        <h1 id="collage-tool-title" className={s.title}>
          {id ? t('collage.edit') : t('collage.create')}
        </h1>
        <div className={s.buttonRow}>
          {id ? (
            <Button iconStart="trash" disabled={busy !== null} onClick={() => setAsking(true)}>
              {t('collage.deleteDraft')}
            </Button>
          ) : null}
          <Button
            loading={busy === 'save'}
            disabled={busy !== null}
            onClick={() => void save(false)}
          >
            {t('collage.saveDraft')}
          </Button>
          <Button
            variant="primary"
            loading={busy === 'publish'}
            disabled={busy !== null || items.length === 0}
            onClick={() => void save(true)}
          >
            {t('collage.publish')}
          </Button>
        </div>
      </div>
      <FormAlert id="collage-error" message={error} />
      <ConfirmDelete
        open={asking}
        title={t('collage.deleteDraftTitle')}
        description={t('collage.deleteDraftText')}
        doneText={t('collage.draftDeleted')}
        errorId="collage-draft-delete-error"
        onCancel={() => setAsking(false)}
        onDelete={() => (id ? deleteCollage(id) : Promise.resolve())}
        onDeleted={() => {
          setAsking(false);
          setId(null);
          setTitle('');
          setItems([]);
          setSelected(null);
          props.onDeleted?.();
        }}
      />
      <div className={s.workspace}>
        <CollageCanvas
          items={items}
          pins={byId}
          selected={selected}
          onSelect={setSelected}
          onChange={change}
        />
        <div className={s.side}>
          <TextField
            name="title"
            label={t('collage.title')}
            placeholder={t('collage.titlePlaceholder')}
            value={title}
            maxLength={MAX_COLLAGE_TITLE}
            onChange={(e) => setTitle(e.target.value)}
            describedBy={error ? ['collage-error'] : []}
          />
          {current && selected !== null ? (
            <CutOutControls
              index={selected}
              item={current}
              pin={byId.get(current.pinId)}
              canBringForward={current.z < top}
              onChange={(it) => change(selected, it)}
              onBringForward={() => setItems((xs) => bringForward(xs, selected))}
              onRemove={() => {
                setItems((xs) => xs.filter((_, i) => i !== selected));
                setSelected(null);
              }}
            />
          ) : (
            <p className={s.note}>{t('collage.selectNote')}</p>
          )}
        </div>
      </div>
      <h2 className={s.subtitle}>{t('collage.yourPins')}</h2>
      <PinPicker
        pins={props.pins}
        chosen={chosen}
        full={items.length >= MAX_COLLAGE_ITEMS}
        onToggle={toggle}
      />
    </section>
  );
}
