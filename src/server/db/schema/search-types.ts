import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector: the full-text document of a searchable row (decision 025). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
