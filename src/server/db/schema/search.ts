import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word lexeme any pin's search document has held, all but the popularity bands (`~p…`,
 * which no typed word starts) (decision 085): what a word typed last (a
 * prefix, `'hand':*`) is expanded into, so the full-text index answers it as the lexemes it
 * stands for instead of collecting every one of their pins first. Filled by triggers on `pins`
 * (migration 0034), never emptied: a lexeme no pin holds any more matches nothing. The column
 * sorts bytewise (COLLATE "C", set in the migration), so a prefix is one range of the key.
 */
export const searchLexicon = pgTable('search_lexicon', {
  lexeme: text('lexeme').primaryKey(),
});
