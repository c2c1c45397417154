/**
 * Search's shared contract (issue 16; spec 01 §2 P-035, §5 P-242; 02 §3 M-180, M-181): the scopes,
 * the filters and the shapes the search service answers with. Server and pages both import it.
 */
import type { BoardModel, Page, PinModel, UserModel } from '../pins/models';

/** spec 02 §3 M-180: the search scopes a results page can show (shop_tool is the shopping tool's). */
export const SEARCH_SCOPES = [
  'pins',
  'buyable_pins',
  'my_pins',
  'videos',
  'boards',
  'my_boards',
  'users',
  'my_content',
] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** The kinds filter of the pin results (issue 16): image, video, product, recipe. */
export const SEARCH_KINDS = ['image', 'video', 'product', 'recipe'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The dominant-colour families the colour filter offers, in the order the chips show them. */
export const COLOR_FAMILIES = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'brown',
  'black',
  'gray',
  'white',
] as const;
export type ColorFamily = (typeof COLOR_FAMILIES)[number];

/** Longest query the search box and the API accept, in characters. */
export const MAX_QUERY_LENGTH = 200;

export interface SearchRequest {
  q: string;
  scope: SearchScope;
  /** the 'rs' source the search came from (spec 01 §2 P-035: typed, typeahead, recent, topic …) */
  rs?: string | undefined;
  color?: ColorFamily | undefined;
  kind?: SearchKind | undefined;
  bookmark?: string | null | undefined;
  pageSize?: number | undefined;
}

/** One entry of the header box's typeahead, in the order it is shown. */
export type TypeaheadItem =
  | {
      type: 'query';
      query: string /** topic or interest the suggestion comes from */;
      source: 'topic' | 'pin';
    }
  | {
      type: 'board';
      board: Pick<BoardModel, 'id' | 'name' | 'url'> & {
        imageUrl: string | null;
        ownerName: string;
      };
    }
  | {
      type: 'user';
      user: Pick<UserModel, 'id' | 'username' | 'fullName'> & { imageUrl: string | null };
    };

export interface RecentSearch {
  query: string;
  scope: SearchScope;
}

export type SearchResults =
  | ({ scope: 'pins' | 'buyable_pins' | 'my_pins' | 'videos' | 'my_content' } & Page<PinModel>)
  | ({ scope: 'boards' | 'my_boards' } & Page<BoardModel>)
  | ({ scope: 'users' } & Page<UserModel>);
