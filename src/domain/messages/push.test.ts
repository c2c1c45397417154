import { describe, expect, it } from 'vitest';
import { isPushEndpoint, pushMessage, readPushMessage, samePath } from './push.ts';

describe('samePath', () => {
  it.each([
    ['https://pins.example/pin/5/', '/pin/5/'],
    ['/notifications/?tab=messages', '/notifications/?tab=messages'],
    ['//evil.example/x', '/x'],
    ['javascript:alert(1)', '/notifications/'],
  ])('%s → %s', (given, want) => {
    expect(samePath(given)).toBe(want);
  });
});

describe('pushMessage and readPushMessage', () => {
  it('a notification becomes a push the worker reads back', () => {
    const m = pushMessage('Tessera', {
      id: 7,
      sentence: 'Ana saved your Pin',
      url: 'https://t.example/pin/3/',
    });
    expect(m).toEqual({
      title: 'Tessera',
      body: 'Ana saved your Pin',
      url: '/pin/3/',
      tag: 'notification-7',
    });
    expect(readPushMessage(JSON.parse(JSON.stringify(m)))).toEqual(m);
  });
  it.each([null, 'x', { title: 1 }, { body: 'b' }])('%j is not a push of ours', (data) => {
    expect(readPushMessage(data)).toBeNull();
  });
});

describe('isPushEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', false, true],
    ['http://push.example/x', false, false],
    ['http://127.0.0.1:9/x', true, true],
    ['https://user:pw@push.example/x', false, false],
    ['not a url', false, false],
    [`https://push.example/${'a'.repeat(1000)}`, false, false],
  ])('%s (http allowed: %s) → %s', (raw, allowHttp, want) => {
    expect(isPushEndpoint(raw, allowHttp)).toBe(want);
  });
});
