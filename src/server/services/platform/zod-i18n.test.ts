import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseIn } from './zod-i18n.ts';

/** Decision 064: zod's own words and a schema's ids, in the reader's language, per parse. */
const schema = z.object({
  name: z.string().min(1, 'errors.experiences.name'),
  title: z.string().max(3, 'errors.today.titleTooLong').optional(),
  count: z.number().optional(),
});

function messages(locale: string | undefined, data: unknown): string[] {
  const r = parseIn({ locale }, schema, data);
  if (r.success) throw new Error('parsed');
  return r.error.issues.map((i) => i.message);
}

describe('parseIn: zod speaks the reader’s language (decision 064)', () => {
  it('a schema’s own message is an id, said with the issue’s numbers', () => {
    expect(messages(undefined, { name: '', title: 'long' })).toEqual([
      'Give the experience a name.',
      'The title is at most 3 characters.',
    ]);
    expect(messages('de', { name: '', title: 'long' })).toEqual([
      'Gib dem Hinweis einen Namen.',
      'Der Titel hat höchstens 3 Zeichen.',
    ]);
  });

  it('zod’s own words come from its locale of the language, chosen per parse', () => {
    const [english] = messages('en', { name: 'x', count: 'three' });
    const [german] = messages('de', { name: 'x', count: 'three' });
    const [japanese] = messages('ja', { name: 'x', count: 'three' });
    expect(english).toBe('Invalid input: expected number, received string');
    expect(german).toMatch(/^Ungültige Eingabe: erwartet Zahl, erhalten/);
    expect(japanese).not.toBe(english);
    // one parse's language never stays for the next: no global config was changed
    expect(schema.safeParse({ name: 'x', count: 'three' }).error?.issues[0]?.message).toBe(english);
    expect(messages(undefined, { name: 'x', count: 'three' })).toEqual([english]);
  });

  it('the pseudo-locale shows zod’s words as not plain English', () => {
    const [pseudo] = messages('en-XA', { name: 'x', count: 'three' });
    expect(pseudo).not.toMatch(/[A-Za-z]/);
  });
});
