import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Said } from '../i18n/said.ts';
import { canHideOrReport, feedbackTypeFor } from '../pins/card-permissions.ts';
import {
  FEEDBACK_TYPES,
  type FeedbackSource,
  type FeedbackStatus,
  feedbackOverlay,
  feedbackText,
  isReportReason,
  REPORT_REASONS,
  REPORTED_THANKS,
  reportReasonLabel,
} from './feedback.ts';

/** What the overlay says in English: each line's catalog text with its name (decision 064). */
function say(line: Said | null): string {
  return line ? i18n._(line.id, { name: line.name }) : '';
}
function english(input: Parameters<typeof feedbackText>[0]) {
  const text = feedbackText(input);
  return text && { title: say(text.title), subTitle: say(text.subTitle) };
}

const board: FeedbackSource = { kind: 'board', id: '7', name: 'Weeknight dinners' };
const person: FeedbackSource = { kind: 'user', id: '8', name: 'Ada Lovelace' };

describe('hidden-pin overlay texts (spec 01 §4, §8; 02 §5, §8)', () => {
  it.each<[string, Parameters<typeof feedbackText>[0], { title: string; subTitle: string } | null]>(
    [
      [
        'M-397 M-394 a hidden pick says Pin hidden and fewer Pins like this',
        { feedbackType: 'pfy' },
        { title: 'Pin hidden', subTitle: "Got it! We'll show you fewer Pins like this." },
      ],
      [
        'M-394 pfyBoard too',
        { feedbackType: 'pfyBoard' },
        { title: 'Pin hidden', subTitle: "Got it! We'll show you fewer Pins like this." },
      ],
      [
        'M-395 a related pin promises more relevant Pins',
        { feedbackType: 'related' },
        {
          title: 'Pin hidden',
          subTitle: "Got it! We'll try to show you more relevant Pins in the future.",
        },
      ],
      [
        'M-395 a search result too',
        { feedbackType: 'search' },
        {
          title: 'Pin hidden',
          subTitle: "Got it! We'll try to show you more relevant Pins in the future.",
        },
      ],
      [
        'M-403 a pin from a followed board names the board',
        { feedbackType: 'followed', source: board },
        { title: 'Pin hidden', subTitle: 'This Pin is from Weeknight dinners, a board you follow' },
      ],
      [
        'M-402 a pin from a followed profile names the profile',
        { feedbackType: 'followed', source: person },
        { title: 'Pin hidden', subTitle: 'This Pin is from Ada Lovelace, a profile you follow' },
      ],
      [
        'M-401 a pin inspired by a topic names it',
        { feedbackType: 'interest', source: { kind: 'interest', id: '3', name: 'Baking' } },
        { title: 'Pin hidden', subTitle: 'This Pin was inspired by Baking' },
      ],
      [
        'M-396 a gen-AI hide names the topic',
        { feedbackType: 'genAI', topic: 'Baking' },
        {
          title: 'Pin hidden',
          subTitle: "Got it! You'll start seeing fewer AI Baking Pins within a few hours.",
        },
      ],
      [
        'P-155 P-382 P-437 a weight-loss ad has the GLP-1 subtitle and no title',
        { feedbackType: 'hiddenForWeightLoss' },
        {
          title: '',
          subTitle:
            "Got it! You'll start seeing fewer ads about GLP-1 medication within a few hours.",
        },
      ],
      [
        'P-377 P-378 a reported pin says Reported and thanks, with Tessera for the product name',
        { feedbackType: 'pfy', status: 'reported' },
        {
          title: 'Reported',
          subTitle: 'Thanks! Your feedback helps us keep the Tessera community safe.',
        },
      ],
      ['M-299 an unrecognised feedback type shows no text', { feedbackType: 'mystery' }, null],
    ],
  )('%s', (_, input, expected) => {
    expect(english(input)).toEqual(expected);
  });

  it('P-150 an unfollowed topic says its Pins stop showing because of it', () => {
    const topic: FeedbackSource = { kind: 'interest', id: '7', name: 'Sourdough' };
    expect(english({ feedbackType: 'interest', source: topic, status: 'unfollowed' })).toEqual({
      title: 'Unfollowed Sourdough',
      subTitle: "You won't see Pins because of this topic in your home feed.",
    });
  });

  it('P-150 once unfollowed the title and subtitle switch to the confirmation', () => {
    const before = english({ feedbackType: 'followed', source: board });
    const after = english({ feedbackType: 'followed', source: board, status: 'unfollowed' });
    expect(after).not.toEqual(before);
    expect(after?.title).toBe('Unfollowed Weeknight dinners');
  });

  it('M-294 names are cut at 32 characters with an ellipsis', () => {
    const long = { ...board, name: 'A board with a really very long name indeed' };
    const text = english({ feedbackType: 'followed', source: long });
    expect(text?.subTitle).toBe(
      'This Pin is from A board with a really very long…, a board you follow',
    );
  });
});

describe('hidden-pin overlay controls (spec 01 §4, §5)', () => {
  const base = { width: 300 } as const;
  const topic: FeedbackSource = { kind: 'interest', id: '7', name: 'Sourdough' };
  it.each<
    [
      string,
      { feedbackType: string; status: FeedbackStatus; source?: FeedbackSource },
      { undo: boolean; unfollow: boolean; tuneYourFeed: boolean },
    ]
  >([
    [
      'P-149 a followed pin offers Undo and Unfollow (P-151: no Tune link)',
      { feedbackType: 'followed', status: 'hidden', source: board },
      { undo: true, unfollow: true, tuneYourFeed: false },
    ],
    [
      'P-152 pfy hides Unfollow, keeps Tune your home feed',
      { feedbackType: 'pfy', status: 'hidden', source: board },
      { undo: true, unfollow: false, tuneYourFeed: true },
    ],
    [
      'P-152 pfyBoard hides Unfollow',
      { feedbackType: 'pfyBoard', status: 'hidden', source: board },
      { undo: true, unfollow: false, tuneYourFeed: true },
    ],
    [
      'P-151 related has no Tune link',
      { feedbackType: 'related', status: 'hidden' },
      { undo: true, unfollow: false, tuneYourFeed: false },
    ],
    [
      'P-151 search has no Tune link',
      { feedbackType: 'search', status: 'hidden' },
      { undo: true, unfollow: false, tuneYourFeed: false },
    ],
    [
      'P-151 hiddenForWeightLoss has no Tune link',
      { feedbackType: 'hiddenForWeightLoss', status: 'hiddenForWeightLoss' },
      { undo: true, unfollow: false, tuneYourFeed: false },
    ],
    [
      'P-153 Reported hides Undo',
      { feedbackType: 'pfy', status: 'reported' },
      { undo: false, unfollow: false, tuneYourFeed: false },
    ],
    [
      'P-157 an unfollow can be undone; Unfollow goes once unfollowed',
      { feedbackType: 'followed', status: 'unfollowed', source: person },
      { undo: true, unfollow: false, tuneYourFeed: false },
    ],
    [
      'P-352 a pin inspired by a followed topic offers Unfollow of the topic, and Tune',
      { feedbackType: 'interest', status: 'hidden', source: topic },
      { undo: true, unfollow: true, tuneYourFeed: true },
    ],
    [
      'P-352 an interest pin with no followed topic behind it offers no Unfollow',
      { feedbackType: 'interest', status: 'hidden' },
      { undo: true, unfollow: false, tuneYourFeed: true },
    ],
    [
      'P-154 a gen-AI hide can be undone',
      { feedbackType: 'genAI', status: 'hidden' },
      { undo: true, unfollow: false, tuneYourFeed: true },
    ],
  ])('%s', (_, input, expected) => {
    expect(feedbackOverlay({ ...input, ...base })).toMatchObject(expected);
  });

  it('P-244 the texts hide when the overlay is under 250 px', () => {
    const at = (width: number) =>
      feedbackOverlay({ feedbackType: 'pfy', status: 'hidden', width }).showText;
    expect(at(249)).toBe(false);
    expect(at(250)).toBe(true);
  });

  it('M-299 an unknown type shows no text', () => {
    const o = feedbackOverlay({ feedbackType: 'x', status: 'hidden', width: 400 });
    expect(o.showText).toBe(false);
  });
});

describe('feedback types and reports', () => {
  it.each<[Parameters<typeof feedbackTypeFor>[0], string]>([
    [{ surface: 'AuthHomefeed', followsBoard: false }, 'pfy'],
    [{ surface: 'AuthHomefeed', followsBoard: true }, 'followed'],
    [{ surface: 'AuthHomefeed', followsBoard: false, followsPinner: true }, 'followed'],
    [{ surface: 'RelatedPinGrid', followsBoard: true }, 'related'],
    [{ surface: 'SearchItem', followsBoard: false }, 'search'],
    [{ surface: 'AuthHomefeed', followsBoard: true, isWeightLossAd: true }, 'hiddenForWeightLoss'],
  ])('%o hides as %s', (input, type) => {
    expect(feedbackTypeFor(input)).toBe(type);
    expect(FEEDBACK_TYPES).toContain(type);
  });

  it('only signed-in viewers hide or report, and not their own pins', () => {
    expect(canHideOrReport({ isAuth: true, id: '1' }, { pinnerId: '2' })).toBe(true);
    expect(canHideOrReport({ isAuth: true, id: '2' }, { pinnerId: '2' })).toBe(false);
    expect(canHideOrReport({ isAuth: false, id: null }, { pinnerId: '2' })).toBe(false);
  });

  it('reasons have unique ids and readable labels', () => {
    const ids = REPORT_REASONS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(isReportReason('spam')).toBe(true);
    expect(isReportReason('nope')).toBe(false);
    expect(i18n._(reportReasonLabel('adult') ?? '')).toBe('Nudity or pornography');
    // a stored reason this version no longer lists has no label: it is shown as stored
    expect(reportReasonLabel('retired')).toBeNull();
    expect(i18n._(REPORTED_THANKS)).not.toMatch(/Pinterest/);
  });
});
