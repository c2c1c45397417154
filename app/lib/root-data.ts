import { useRouteLoaderData } from 'react-router';
import type { UserModel } from '#domain/pins/models';

/** The parts of the root loader's data that features read (typed here to avoid importing root). */
interface RootData {
  csrfToken: string | null;
  me: UserModel | null;
  instance?: { name: string; logoUrl: string; signupMode: string };
  i18n?: { locale: string; dir: 'ltr' | 'rtl' };
}

function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The session's CSRF token ('' for visitors: they have no session to protect). */
export function useCsrfToken(): string {
  return useRootData()?.csrfToken ?? '';
}

/** The signed-in person's own user (name, avatar), null for visitors. */
export function useMe(): UserModel | null {
  return useRootData()?.me ?? null;
}

/** Issue 37: the instance's name and logo as the root loader read them. */
export function useInstance(): { name: string; logoUrl: string; signupMode: string } {
  return useRootData()?.instance ?? { name: 'Tessera', logoUrl: '', signupMode: 'open' };
}

/** Decision 064: the language the page is written in (what the language pickers show as chosen). */
export function usePageLocale(): string {
  return useRootData()?.i18n?.locale ?? 'en';
}
