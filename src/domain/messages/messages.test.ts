import { describe, expect, it } from 'vitest';
import { conversationTitle, formatMessageTime, memberKey, messagePreview } from './messages.ts';

describe('messages', () => {
  it('one member key per set of people, whatever the order or repeats', () => {
    expect(memberKey([12, 3, 12, 7])).toBe('3,7,12');
    expect(memberKey([7, 3, 12])).toBe(memberKey([3, 12, 7]));
  });

  it('the preview is the text on one line cut to 80 characters, else what was sent', () => {
    expect(messagePreview({ text: ' a\n\nb ', pin: null, pinUnavailable: false })).toBe('a b');
    const long = messagePreview({ text: 'x'.repeat(100), pin: null, pinUnavailable: false });
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
    expect(messagePreview({ text: '', pin: null, pinUnavailable: true })).toBe('Sent a Pin');
  });

  it('a conversation is named after the others, with a count past three', () => {
    const p = (fullName: string) => ({ fullName });
    expect(conversationTitle([p('Ann')])).toBe('Ann');
    expect(conversationTitle([p('Ann'), p('Bo'), p('Cy')])).toBe('Ann, Bo, Cy');
    expect(conversationTitle([p('Ann'), p('Bo'), p('Cy'), p('Di')])).toBe('Ann, Bo and 2 others');
    expect(conversationTitle([])).toBe('Just you');
  });
});

describe('formatMessageTime', () => {
  it('shows the hour today and the day before that', () => {
    const now = new Date('2026-11-26T15:00:00Z');
    expect(formatMessageTime('2026-11-26T09:05:00Z', now, 'UTC')).toBe('09:05');
    expect(formatMessageTime('2026-11-03T14:05:00Z', now, 'UTC')).toBe('Nov 3, 14:05');
  });
});
