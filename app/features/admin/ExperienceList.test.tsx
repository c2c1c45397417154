// @vitest-environment jsdom

import { i18n } from '@lingui/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ExperienceList, summaryOf } from './ExperienceList';
import type { ExperienceView } from './experience-form';

afterEach(cleanup);

const TOAST: ExperienceView = {
  id: 700100,
  name: 'Spring toast',
  type: 10,
  type_name: 'Toast',
  placement_ids: [11, 1000503],
  display_data: { text: 'Spring is here' },
  triggerable_placed_exps: [],
  targeting: { audience: 'all', newness: 'any' },
  priority: 0,
  starts_at: '2026-03-01T00:00:00.000Z',
  ends_at: null,
  frequency_cap: null,
  holdout_percent: 0,
  state: 'paused',
  updated_at: '2026-01-01T00:00:00.000Z',
  counts: { viewed: 4, completed: 1, dismissed: 2 },
};

let shown: { experiences: ExperienceView[]; notice: string | null };

function Page() {
  return (
    <ExperienceList
      experiences={shown.experiences}
      result={undefined}
      notice={shown.notice}
      posting={null}
    />
  );
}

const Stub = createRoutesStub([{ path: '/', Component: Page }]);

function show(experiences: ExperienceView[], notice: string | null = null) {
  shown = { experiences, notice };
  return render(<Stub initialEntries={['/']} />);
}

// the unit setup loads English: the words are the catalog's (decision 064)
describe('ExperienceList', () => {
  it('lists each experience with its state, type, placements, schedule and counts', () => {
    show([TOAST, { ...TOAST, id: 700101, name: 'Always on', state: 'active', starts_at: null }]);
    expect(document.body.textContent).toContain('2 experiences. Only active ones are shown');
    const row = document.querySelector('[data-experience-id="700100"]') as HTMLElement;
    expect(row.textContent).toContain('Paused');
    expect(row.textContent).toContain('700100 · Toast (type 10) · placements 11, 1000503');
    expect(row.textContent).toContain('From Mar 1, 2026 · viewed 4 · completed 1 · dismissed 2');
    expect(screen.getByRole('button', { name: 'Activate Spring toast' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause Always on' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(2);
    expect(document.body.textContent).toContain('Always ·');
  });

  it('says when there is none, and one in the singular', () => {
    show([]);
    expect(document.body.textContent).toContain('There is no experience yet.');
    cleanup();
    show([TOAST], 'Spring toast is saved.');
    expect(document.body.textContent).toContain('1 experience. Only active ones');
    expect(screen.getByRole('status').textContent).toBe('Spring toast is saved.');
  });

  it('sums one up for its editor, a type this version does not know by its number', () => {
    const t = (id: Parameters<typeof i18n._>[0], v?: Record<string, unknown>) => i18n._(id, v);
    expect(summaryOf(t, TOAST)).toBe(
      '700100 · Toast · paused · viewed 4 · completed 1 · dismissed 2',
    );
    expect(summaryOf(t, { ...TOAST, type: 12 })).toContain('· Type 12 ·');
  });
});
