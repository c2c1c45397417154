import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  COOKIE_TOAST_MS,
  COOKIE_TOAST_TEXT,
  type ConsentSurface,
  type CookieConsent,
  consentSettingsOptions,
} from '#domain/consent/consent';
import { ApiError, postResource } from '../../lib/resource';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';

/**
 * spec 02 §4 Cookie banner (M-226–M-228, M-409): saves the three flags through
 * UserSettingsResource update (a visitor's land in the consent cookie), refreshes the user (the
 * root data: its viewer now carries the choice) and shows the 3000 ms toast. Resolves true once
 * saved; on failure keeps a readable error and resolves false.
 */
export function useSaveConsent() {
  const toast = useToast();
  const t = useT();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useCallback(
    async (consent: CookieConsent, surface: ConsentSurface): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await postResource(
          'UserSettingsResource',
          'update',
          consentSettingsOptions(consent, surface),
        );
      } catch (e) {
        setError(e instanceof ApiError ? e.message : t('consent.notSaved'));
        return false;
      } finally {
        setBusy(false);
      }
      toast.show({ text: t(COOKIE_TOAST_TEXT), duration: COOKIE_TOAST_MS });
      void revalidator.revalidate();
      return true;
    },
    [toast, revalidator, t],
  );
  return { save, busy, error };
}
