import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** spec 01 §3 Interest (name, urlName); the ideas categories of spec 01 §2. */
export const interests = pgTable(
  'interests',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    name: text('name').notNull(),
    urlName: text('url_name').notNull(),
    description: text('description').notNull().default(''),
    /** a sub-interest's parent (ideas pages list their children); null for a top category */
    parentId: bigint('parent_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('interests_url_name_idx').on(t.urlName),
    index('interests_parent_idx').on(t.parentId),
  ],
);
