import type { CookieConsent, CookiePurpose } from '#domain/consent/consent';
import { Switch } from '../../ui/Switch';
import s from './Consent.module.css';

/** What each optional cookie is for, in plain words (spec 02 §3 user settings). */
export const COOKIE_CHOICES: readonly { purpose: CookiePurpose; label: string; hint: string }[] = [
  {
    purpose: 'analytic',
    label: 'Analytics',
    hint: 'Count visits and see which pages are slow or little used, so we can make Tessera better.',
  },
  {
    purpose: 'marketing',
    label: 'Marketing',
    hint: 'Measure whether ads on and off Tessera work, and show you ads that fit what you like.',
  },
  {
    purpose: 'personalization',
    label: 'Personalisation',
    hint: 'Shape your home feed and recommendations by what you save and look at.',
  },
];

/**
 * The three switches of the cookie settings modal and the settings page. Each is a native
 * checkbox named after its purpose, so the settings form posts without scripts.
 */
export function CookieSwitches(props: {
  value: CookieConsent;
  onChange(next: CookieConsent): void;
  disabled?: boolean;
}) {
  return (
    <div className={s.switches}>
      {COOKIE_CHOICES.map((c) => (
        <Switch
          key={c.purpose}
          labelFirst
          name={c.purpose}
          value="1"
          label={c.label}
          hint={c.hint}
          checked={props.value[c.purpose]}
          disabled={props.disabled}
          onCheckedChange={(on) => props.onChange({ ...props.value, [c.purpose]: on })}
        />
      ))}
    </div>
  );
}
