import type { MessageId } from '../i18n/catalogs/en.ts';

/** Types and builders of the route catalogue's entries (decision 030). */

export type Disposition =
  | {
      kind: 'page';
      /** The route module under app/routes. */
      file: string;
      /**
       * 'login': a visitor is sent to /login?next=…; 'prompt': a visitor gets the page with a
       * prompt to log in; 'page' (the default): everyone gets the page.
       */
      visitors?: 'page' | 'login' | 'prompt';
      /** 'sent-on': a signed-in person is sent on (login, signup: to where they meant). */
      members?: 'sent-on';
      /** Employees only: a 404 for everyone else, as the admin pages answer. */
      employees?: boolean;
    }
  | {
      kind: 'redirect';
      /**
       * Where to, with the route's :params filled in (and `?` kept when `keepQuery`); {viewer}
       * is the signed-in person's username (their own route file answers those).
       */
      to: string;
      status: 301 | 302;
      keepQuery?: boolean;
      /** The route module; the shared redirect.tsx unless said. */
      file?: string;
      /** 'login': a visitor is sent to /login?next=… instead. */
      visitors?: 'login';
    }
  /** decision 064: its page's title and sentence are ids, said by its loader in the page's language */
  | { kind: 'not-in-tessera'; title: MessageId; why: MessageId };

export interface CatalogueRoute {
  /** Requirement ids (REQUIREMENTS.md) this entry answers. */
  ids: readonly string[];
  /** The route as React Router matches it: `:name` a segment, a trailing `*` the rest. */
  pattern: string;
  /**
   * A concrete url for tests and the crawler: {pin}, {username}, {board}, {section}, {boardId},
   * {sectionId}, {conversation} are filled with real rows.
   */
  example: string;
  disposition: Disposition;
  /** The example names an object tests do not create, so a 404 for it is right. */
  unknownObject?: boolean;
  /** The example lacks the query its page needs (an app's client_id), so a readable 400 is right. */
  incompleteExample?: boolean;
}

export function page(
  file: string,
  more: Omit<Extract<Disposition, { kind: 'page' }>, 'kind' | 'file'> = {},
) {
  return { kind: 'page', file, ...more } as const;
}

export function redirect(
  to: string,
  status: 301 | 302,
  more: { keepQuery?: boolean; file?: string; visitors?: 'login' } = {},
) {
  return { kind: 'redirect', to, status, ...more } as const;
}

export function absent(title: MessageId, why: MessageId) {
  return { kind: 'not-in-tessera', title, why } as const;
}

export const AD_TOOLS = 'absent.adTools' satisfies MessageId;
export const BUSINESS_MANAGER = 'absent.businessManager' satisfies MessageId;
