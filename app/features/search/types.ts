import type { InterestModel } from '#domain/discovery/ideas';
import type { BoardModel, Page, PinModel, UserModel } from '#domain/pins/models';
import type { RecentSearch } from '#domain/search/search';
import type { SearchPageParams } from '#domain/search/search-url';

export type SearchPageResults =
  | { kind: 'pins'; page: Page<PinModel> }
  | { kind: 'boards'; page: Page<BoardModel> }
  | { kind: 'users'; page: Page<UserModel> };

/** What the results page's loader sends (search.server.ts). */
export interface SearchPageData {
  params: SearchPageParams;
  /** null while the query is empty */
  results: SearchPageResults | null;
  /** ideas categories to suggest for an empty query or an empty result */
  categories: Pick<InterestModel, 'id' | 'name'>[];
  /** a signed-in person's recent searches, for an empty query */
  recent: RecentSearch[];
  origin: string;
}
