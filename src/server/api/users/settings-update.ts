import { z } from 'zod';
import type { CookieConsent } from '#domain/consent/consent';
import type { UserModel } from '#domain/pins/models';
import { consentCookie, queueCookie } from '../../http/cookies.ts';
import { type ConsentStore, saveCookieConsent } from '../../services/accounts/consent.ts';
import { updateProfile } from '../../services/accounts/settings.ts';
import { defineResource } from '../resource.ts';
import { plainText } from '../text.ts';

const profileOptions = z.object({
  first_name: plainText().max(1000),
  last_name: plainText().max(1000).default(''),
  username: plainText().max(200),
  about: plainText().max(5000).default(''),
  website_url: plainText().max(5000).nullable().default(null),
});

/** spec 02 §3 user settings, §7: the three cookie flags and where the choice was made. */
const consentOptions = z.object({
  allow_analytic_cookies: z.boolean(),
  allow_marketing_cookies: z.boolean(),
  allow_personalization_cookies: z.boolean(),
  /** the surface the choice came from (banner, settings modal, settings page): kept in the answer */
  surface_tag: plainText().max(100).nullable().default(null),
});

const CONSENT_KEYS = [
  'allow_analytic_cookies',
  'allow_marketing_cookies',
  'allow_personalization_cookies',
] as const;

function isConsentPayload(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && CONSENT_KEYS.some((k) => Object.hasOwn(raw, k));
}

interface ConsentSettings {
  allow_analytic_cookies: boolean;
  allow_marketing_cookies: boolean;
  allow_personalization_cookies: boolean;
  surface_tag: string | null;
  stored: ConsentStore;
}

type Options =
  | ({ kind: 'consent' } & z.infer<typeof consentOptions>)
  | ({ kind: 'profile' } & z.infer<typeof profileOptions>);

/** What the inner parse says for zod's own words: the outer parse words them. */
const ZODS_OWN = '\u0000zod';

/**
 * One of two shapes, told apart by the cookie flags: a plain union would answer a bad profile
 * with "Invalid input" instead of naming the field, so the payload picks its schema first.
 */
const options = z.unknown().transform((raw, c): Options => {
  const consent = isConsentPayload(raw);
  const parsed = (consent ? consentOptions : profileOptions).safeParse(raw, {
    error: () => ZODS_OWN,
    reportInput: true,
  });
  if (!parsed.success) {
    for (const { message, ...issue } of parsed.error.issues) {
      // decision 064: zod's own words are left to the outer parse, which says them in the
      // request's language (parseIn); a schema's own message (an id) goes as it is
      c.addIssue(message === ZODS_OWN ? issue : { code: 'custom', message, path: issue.path });
    }
    return z.NEVER;
  }
  return consent
    ? { kind: 'consent', ...(parsed.data as z.infer<typeof consentOptions>) }
    : { kind: 'profile', ...(parsed.data as z.infer<typeof profileOptions>) };
});

/**
 * decision 005: profile settings (name, username, about, website); spec 02 §7 (M-337): the
 * cookie flags with surface_tag, which a visitor may send too (kept in the consent cookie).
 */
export const settingsUpdate = defineResource<typeof options, UserModel | ConsentSettings>({
  name: 'UserSettingsResource',
  action: 'update',
  options,
  async run(ctx, o) {
    if (o.kind === 'consent') {
      const consent: CookieConsent = {
        analytic: o.allow_analytic_cookies,
        marketing: o.allow_marketing_cookies,
        personalization: o.allow_personalization_cookies,
      };
      const stored = await saveCookieConsent(ctx, consent);
      if (stored === 'browser') queueCookie(ctx, consentCookie(ctx, consent));
      // decision 022: a visitor who allows analytics gets their visitor id on the page where they
      // chose, so the events their browser sends next count
      if (stored === 'browser' && consent.analytic) ctx.visitor?.issue();
      return {
        data: {
          allow_analytic_cookies: consent.analytic,
          allow_marketing_cookies: consent.marketing,
          allow_personalization_cookies: consent.personalization,
          surface_tag: o.surface_tag,
          stored,
        },
      };
    }
    const user = await updateProfile(ctx, {
      firstName: o.first_name,
      lastName: o.last_name,
      username: o.username,
      about: o.about,
      websiteUrl: o.website_url,
    });
    return { data: user };
  },
});
