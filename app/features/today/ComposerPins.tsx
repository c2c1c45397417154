import { useId } from 'react';
import { Form } from 'react-router';
import { TODAY_LIMITS, type TodayComposerPin } from '#domain/discovery/today';
import { useCsrfToken } from '../../lib/root-data';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import s from './Composer.module.css';

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

function nameOf(pin: TodayComposerPin): string {
  return pin.title || `pin ${pin.id}`;
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
  const id = useId();
  const csrf = useCsrfToken();
  const { pins } = props;
  const last = pins.length - 1;
  return (
    <section className={s.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.sectionTitle}>
        Pins
      </h2>
      <p className={s.sectionLead}>
        {pins.length === 0
          ? 'No pin yet. An article needs a pin before it is published.'
          : `${pins.length} of at most ${TODAY_LIMITS.maxPins}, in the order readers see them.`}
      </p>
      <Form method="post" className={s.addRow}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="add" />
        <div className={s.grow}>
          <TextField
            name="pin"
            label="Add a pin by its link or id"
            placeholder="https://…/pin/1234/ or 1234"
            defaultValue={props.typed}
            error={props.addError}
            required
          />
        </div>
        <Button type="submit" loading={props.busyIntent === 'add'} className={s.addButton}>
          Add pin
        </Button>
      </Form>
      {pins.length > 0 ? (
        <ol className={s.entries} aria-label="Pins of the article">
          {pins.map((pin, i) => (
            <li key={pin.id} className={s.entry} data-pin-id={pin.id}>
              <div className={s.thumb}>
                {pin.imageUrl ? <img src={pin.imageUrl} alt="" loading="lazy" /> : null}
              </div>
              <div className={s.entryText}>
                <div className={s.entryHead}>
                  <Link to={`/pin/${pin.id}/`} underline="hover" className={s.entryTitle}>
                    {nameOf(pin)}
                  </Link>
                  {pin.isCover ? <Badge tone="brand">Cover</Badge> : null}
                  {pin.shown ? null : <Badge tone="warning">Not shown to readers</Badge>}
                </div>
                <p className={s.entryMeta}>
                  {i + 1}. Pin {pin.id}
                </p>
              </div>
              <div className={s.pinActions}>
                <PinButton intent="up" pin={pin}>
                  <IconButton
                    type="submit"
                    icon="chevron-up"
                    label={`Move ${nameOf(pin)} up`}
                    disabled={i === 0}
                    size="sm"
                  />
                </PinButton>
                <PinButton intent="down" pin={pin}>
                  <IconButton
                    type="submit"
                    icon="chevron-down"
                    label={`Move ${nameOf(pin)} down`}
                    disabled={i === last}
                    size="sm"
                  />
                </PinButton>
                {pin.isCover || !pin.shown ? null : (
                  <PinButton intent="cover" pin={pin}>
                    <Button type="submit" size="sm" aria-label={`Use ${nameOf(pin)} as the cover`}>
                      Cover
                    </Button>
                  </PinButton>
                )}
                <PinButton intent="remove" pin={pin}>
                  <IconButton
                    type="submit"
                    icon="trash"
                    label={`Remove ${nameOf(pin)}`}
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
