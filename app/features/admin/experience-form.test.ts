import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { experienceInputSchema } from '#domain/experiences/experience-data';
import { fieldOfPath, fieldsOf, inputOf, NEW_FIELDS, type Say } from './experience-form';

// the unit setup loads English into Lingui's global instance; the server says them in the page's language
const say: Say = (id, values) => i18n._(id, values);

describe('the experience form’s fields', () => {
  it('become the input an author writes, targeting included, and the schema takes it', () => {
    const { input, issues } = inputOf(
      {
        ...NEW_FIELDS,
        name: 'Spring',
        id: '700100',
        placement_ids: '1000503, 11',
        display_data: '{"text":"Hi"}',
        routes: 'home,board',
        countries: 'us gb',
        has_boards: 'no',
        is_partner: 'yes',
        predicates: 'has_followers',
        triggered_only: 'on',
        frequency_cap: '3',
        starts_at: '2026-03-01T00:00:00Z',
      },
      say,
    );
    expect(issues).toEqual([]);
    const parsed = experienceInputSchema.parse(input);
    expect(parsed).toMatchObject({
      id: 700100,
      placement_ids: [1000503, 11],
      frequency_cap: 3,
      targeting: {
        routes: ['home', 'board'],
        countries: ['US', 'GB'],
        has_boards: false,
        is_partner: true,
        predicates: ['has_followers'],
        triggered_only: true,
      },
    });
    const back = fieldsOf({
      ...parsed,
      id: 700100,
      type_name: 'Toast',
      display_data: parsed.display_data as Record<string, unknown>,
      updated_at: '',
      counts: { viewed: 0, completed: 0, dismissed: 0 },
    });
    expect(back).toMatchObject({ routes: 'home,board', has_boards: 'no', triggered_only: 'on' });
  });

  it('refuses only what a form cannot say: bad JSON and words for numbers', () => {
    const { issues } = inputOf(
      { ...NEW_FIELDS, display_data: '{', priority: 'high', placement_ids: 'home' },
      say,
    );
    expect(issues.map((i) => i.path)).toEqual(['display_data', 'placement_ids', 'priority']);
    expect(issues.map((i) => i.message).slice(1)).toEqual([
      '“home” is not a placement id.',
      'Write a whole number.',
    ]);
  });

  it('puts a path’s message at its field', () => {
    expect(fieldOfPath('display_data.title')).toBe('display_data');
    expect(fieldOfPath('targeting.routes.0')).toBe('routes');
    expect(fieldOfPath('')).toBe('form');
  });
});
