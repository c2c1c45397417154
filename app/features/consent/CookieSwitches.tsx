import type { CookieConsent, CookiePurpose } from '#domain/consent/consent';
import type { MessageId } from '#domain/i18n/catalogs/en';
import { useT } from '../../ui/i18n';
import { Switch } from '../../ui/Switch';
import s from './Consent.module.css';

/** What each optional cookie is for, in plain words (spec 02 §3 user settings), as catalog ids. */
const COOKIE_CHOICES: readonly { purpose: CookiePurpose; label: MessageId; hint: MessageId }[] = [
  { purpose: 'analytic', label: 'consent.analytics', hint: 'consent.analyticsHint' },
  { purpose: 'marketing', label: 'consent.marketing', hint: 'consent.marketingHint' },
  {
    purpose: 'personalization',
    label: 'consent.personalization',
    hint: 'consent.personalizationHint',
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
  const t = useT();
  return (
    <div className={s.switches}>
      {COOKIE_CHOICES.map((c) => (
        <Switch
          key={c.purpose}
          labelFirst
          name={c.purpose}
          value="1"
          label={t(c.label)}
          hint={t(c.hint)}
          checked={props.value[c.purpose]}
          disabled={props.disabled}
          onCheckedChange={(on) => props.onChange({ ...props.value, [c.purpose]: on })}
        />
      ))}
    </div>
  );
}
