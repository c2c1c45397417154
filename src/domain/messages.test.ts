import { describe, expect, it } from 'vitest';
import { conversationTitle, memberKey, messagePreview } from './messages.ts';

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
