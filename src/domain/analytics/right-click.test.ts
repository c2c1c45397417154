import { describe, expect, it } from 'vitest';
import {
  RIGHT_CLICK_WINDOW_MS,
  rightClickLogBody,
  rightClickMediaType,
  rightClickStillPending,
} from './right-click.ts';
import { parseRightClickAux } from './right-click-aux.ts';

describe('rightClickStillPending', () => {
  it.each<[number, number, boolean]>([
    [1000, 1000, true],
    [1000, 1000 + RIGHT_CLICK_WINDOW_MS, true],
    [1000, 1001 + RIGHT_CLICK_WINDOW_MS, false],
    [1000, 999, false],
  ])('M-237 right-click at %i, page hidden at %i → logged: %s', (at, now, pending) => {
    expect(rightClickStillPending(at, now)).toBe(pending);
  });
});

describe('rightClickMediaType', () => {
  it.each<[string, string | null]>([
    ['https://a.test/photo.JPG', 'jpg'],
    ['https://a.test/x.webp?size=2', 'webp'],
    ['https://a.test/clip.mov', 'quicktime'],
    ['https://a.test/clip.m4v', 'm4v'],
    ['https://a.test/recipe', null],
    ['https://a.test/page.html', null],
    ['nope', null],
  ])('%s is media of type %j', (url, type) => {
    expect(rightClickMediaType(url)).toBe(type);
  });
});

describe('the right-click log', () => {
  it('M-347 M-348 sends check_only, pin_id, url, client_tracking_params and aux_data JSON with clickthrough_type rightClick, objectId and extras', () => {
    const body = rightClickLogBody({
      pinId: '7',
      url: 'https://a.test/x.png',
      clickType: 'visit_site',
      eventId: '0b7c4f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
    });
    expect(Object.keys(body)).toEqual([
      'check_only',
      'pin_id',
      'url',
      'client_tracking_params',
      'aux_data',
    ]);
    expect(body.check_only).toBe('false');
    expect(JSON.parse(body.aux_data ?? '')).toEqual({
      clickthrough_type: 'rightClick',
      objectId: '7',
      extras: {
        click_type: 'visit_site',
        media_type: 'png',
        event_id: '0b7c4f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
      },
    });
    expect(parseRightClickAux(body.aux_data, '7')).not.toBeNull();
  });

  it('M-348 the server reads a right-click only for the call’s own pin', () => {
    const aux = rightClickLogBody({
      pinId: '7',
      url: 'https://a.test/',
      clickType: 'pin_link',
    }).aux_data;
    expect(parseRightClickAux(aux, '7')).toMatchObject({
      clickthrough_type: 'rightClick',
      objectId: '7',
    });
    expect(parseRightClickAux(aux, '8')).toBeNull();
  });

  it.each([
    undefined,
    '',
    '{',
    '[]',
    '{"clickthrough_type":"leftClick","objectId":"7","extras":{}}',
    '{"clickthrough_type":"rightClick","objectId":"x","extras":{}}',
    '{"clickthrough_type":"rightClick","objectId":"7"}',
    '{"clickthrough_type":"rightClick","objectId":"7","extras":{"evil":"<script>"}}',
  ])('%j is no right-click', (aux) => {
    expect(parseRightClickAux(aux, '7')).toBeNull();
  });
});
