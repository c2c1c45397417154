import { useId } from 'react';
import { Form } from 'react-router';
import { TODAY_LIMITS, type TodayComposerPin } from '#domain/discovery/today';
import { useCsrfToken } from '../../lib/root-data';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { type Translate, useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import s from './Composer.module.css';
import '../../lib/texts/discover';

function PinButton(props: { intent: string; pin: TodayComposerPin; children: React.ReactElement }) {
  const csrf = useCsrfToken();
  return (
    <Form method="post" className={s.inline}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="pinId" value={props.pin.id} />
      {props.children}
    </Form>
  );
}

function nameOf(t: Translate, pin: TodayComposerPin): string {
  return pin.title || t('today.pinOf', { id: pin.id });
}

/**
 * The article's pins in order (issue 16): add one by its link or id, move it up or down, make
 * it the cover, remove it. A pin readers may no longer see (deleted, or its board made secret)
 * stays listed, marked, and is never shown on the article.
 */
export function ComposerPins(props: {
  pins: readonly TodayComposerPin[];
  /** what the last add refused, and what was typed */
  addError: string | null;
  typed: string;
  busyIntent: string | null;
}) {
  const t = useT();
  const id = useId();
  const csrf = useCsrfToken();
  const { pins } = props;
  const last = pins.length - 1;
  return (
    <section className={s.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.sectionTitle}>
        {t('today.pins')}
      </h2>
      <p className={s.sectionLead}>
        {pins.length === 0
          ? t('today.noPin')
          : t('today.pinCount', { count: pins.length, max: TODAY_LIMITS.maxPins })}
      </p>
      <Form method="post" className={s.addRow}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="add" />
        <div className={s.grow}>
          <TextField
            name="pin"
            label={t('today.addLabel')}
            placeholder={t('today.addHint')}
            defaultValue={props.typed}
            error={props.addError}
            required
          />
        </div>
        <Button type="submit" loading={props.busyIntent === 'add'} className={s.addButton}>
          {t('today.addPin')}
        </Button>
      </Form>
      {pins.length > 0 ? (
        <ol className={s.entries} aria-label={t('today.pinsOfArticle')}>
          {pins.map((pin, i) => (
            <li key={pin.id} className={s.entry} data-pin-id={pin.id}>
              <div className={s.thumb}>
                {pin.imageUrl ? <img src={pin.imageUrl} alt="" loading="lazy" /> : null}
              </div>
              <div className={s.entryText}>
                <div className={s.entryHead}>
                  <Link to={`/pin/${pin.id}/`} underline="hover" className={s.entryTitle}>
                    {nameOf(t, pin)}
                  </Link>
                  {pin.isCover ? <Badge tone="brand">{t('today.cover')}</Badge> : null}
                  {pin.shown ? null : <Badge tone="warning">{t('today.notShown')}</Badge>}
                </div>
                <p className={s.entryMeta}>{t('today.pinLine', { n: i + 1, id: pin.id })}</p>
              </div>
              <div className={s.pinActions}>
                <PinButton intent="up" pin={pin}>
                  <IconButton
                    type="submit"
                    icon="chevron-up"
                    label={t('today.moveUp', { name: nameOf(t, pin) })}
                    disabled={i === 0}
                    size="sm"
                  />
                </PinButton>
                <PinButton intent="down" pin={pin}>
                  <IconButton
                    type="submit"
                    icon="chevron-down"
                    label={t('today.moveDown', { name: nameOf(t, pin) })}
                    disabled={i === last}
                    size="sm"
                  />
                </PinButton>
                {pin.isCover || !pin.shown ? null : (
                  <PinButton intent="cover" pin={pin}>
                    <Button
                      type="submit"
                      size="sm"
                      aria-label={t('today.useCover', { name: nameOf(t, pin) })}
                    >
                      {t('today.cover')}
                    </Button>
                  </PinButton>
                )}
                <PinButton intent="remove" pin={pin}>
                  <IconButton
                    type="submit"
                    icon="trash"
                    label={t('today.remove', { name: nameOf(t, pin) })}
                    size="sm"
                  />
                </PinButton>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
