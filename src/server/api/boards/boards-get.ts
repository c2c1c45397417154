import { notFound } from '../../errors.ts';
import { findUserRowByUsername } from '../../services/accounts/users.ts';
import { listBoards } from '../../services/boards/read.ts';
import { tr } from '../../services/platform/i18n.ts';
import { bookmarkOf, defineResource } from '../resource.ts';
import { boardListOptions } from './options.ts';

/**
 * BoardsResource get (P-089..P-092, P-329, P-413). filter_stories, filter_all_pins,
 * field_set_key and orbac_subject_id are accepted; Tessera has no story boards or business
 * subjects, so they change nothing.
 */
export const boardsGet = defineResource({
  name: 'BoardsResource',
  action: 'get',
  options: boardListOptions,
  async run(ctx, o) {
    const owner = await findUserRowByUsername(ctx, o.username);
    if (!owner) throw notFound(tr(ctx, 'errors.boards.noProfileNamed', { name: o.username }));
    const page = await listBoards(ctx, owner, {
      privacyFilter: o.privacy_filter,
      sort: o.sort,
      pageSize: o.page_size,
      includeArchived: o.include_archived,
      groupBy: o.group_by,
      bookmark: bookmarkOf(o),
    });
    return { data: page.items, bookmark: page.bookmark };
  },
});
