import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../context.ts';
import { isAppError } from '../../errors.ts';
import { renderMail } from './mail.ts';
import { unsubscribeScopeOf, unsubscribeToken } from './preferences.ts';

const ctx = { config: { secret: 'test-secret' } } as Ctx;
const good = unsubscribeToken('test-secret', 1234, 'messages');

function refusal(token: string): number | null {
  try {
    unsubscribeScopeOf(ctx, token);
    return null;
  } catch (e) {
    return isAppError(e) ? e.httpStatus : -1;
  }
}

describe('unsubscribe tokens (decision 044)', () => {
  it('a token signed here names its scope', () => {
    expect(unsubscribeScopeOf(ctx, good)).toBe('messages');
    expect(unsubscribeScopeOf(ctx, unsubscribeToken('test-secret', 7, 'all'))).toBe('all');
  });

  it.each([
    ['another scope, same signature', good.replace('.messages.', '.saves.')],
    ['another person, same signature', good.replace(/^[0-9a-z]+/, 'zz')],
    ['signed with another secret', unsubscribeToken('other-secret', 1234, 'messages')],
    ['an unknown scope', unsubscribeToken('test-secret', 1234, 'all').replace('.all.', '.news.')],
    ['cut short', good.slice(0, -1)],
    ['empty', ''],
    ['junk', 'not a token at all'],
  ])('%s is a 400', (_, token) => {
    expect(refusal(token)).toBe(400);
  });
});

describe('renderMail', () => {
  it('links are their address in text and a link in HTML, text escaped', () => {
    const { text, html } = renderMail({
      subject: 's',
      lines: [
        { text: 'Ana <3 saved' },
        { text: 'See it', href: 'https://t.example/pin/1/?a=1&b=2' },
      ],
    });
    expect(text).toBe('Ana <3 saved\n\nSee it: https://t.example/pin/1/?a=1&b=2');
    expect(html).toBe(
      '<p>Ana &#60;3 saved</p><p><a href="https://t.example/pin/1/?a=1&#38;b=2">See it</a></p>',
    );
  });
});
