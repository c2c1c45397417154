// @vitest-environment jsdom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ExperienceForm, type ExperienceFormFailure } from './ExperienceForm';
import { type ExperienceView, NEW_FIELDS } from './experience-form';

afterEach(cleanup);

const STORED: ExperienceView = {
  id: 503755,
  name: 'Business upgrade banner',
  type: 28,
  type_name: 'Upsell callout',
  placement_ids: [1000541],
  display_data: { type: 'upsell', message: 'Get a business account' },
  triggerable_placed_exps: [],
  targeting: { audience: 'signed_in', newness: 'any', is_partner: false, routes: ['home'] },
  priority: 10,
  starts_at: null,
  ends_at: null,
  frequency_cap: null,
  holdout_percent: 0,
  state: 'active',
  updated_at: '2026-01-01T00:00:00.000Z',
  counts: { viewed: 3, completed: 1, dismissed: 1 },
};

let shown: Parameters<typeof ExperienceForm>[0];

function Page() {
  return <ExperienceForm {...shown} />;
}

const Stub = createRoutesStub([{ path: '/', Component: Page }]);

function show(props: Parameters<typeof ExperienceForm>[0]) {
  shown = props;
  return render(<Stub initialEntries={['/']} />);
}

describe('ExperienceForm', () => {
  it('fills an existing experience’s fields, its targeting as controls, and keeps its id and state', () => {
    show({ experience: STORED, failure: undefined, busy: false });
    expect(screen.getByRole('heading', { name: 'Edit Business upgrade banner' })).toBeTruthy();
    expect((screen.getByLabelText('Experience id') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('28');
    expect((screen.getByLabelText('Audience') as HTMLSelectElement).value).toBe('signed_in');
    expect((screen.getByLabelText('Has a business account') as HTMLSelectElement).value).toBe('no');
    expect((screen.getByLabelText('home') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('board') as HTMLInputElement).checked).toBe(false);
    expect((document.querySelector('input[name="state"]') as HTMLInputElement).value).toBe(
      'active',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows each refusal at its field, by path below the field, and keeps what was typed', () => {
    const failure: ExperienceFormFailure = {
      error: '3 things to fix:',
      issues: [
        { path: 'name', message: 'Give the experience a name.' },
        { path: 'display_data.title', message: 'Invalid input: expected string' },
        { path: 'targeting.countries.0', message: 'Countries are two capital letters, like US.' },
      ],
      fields: { ...NEW_FIELDS, display_data: '{"title": 5}', countries: 'USA' },
    };
    show({ experience: null, failure, busy: false });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('3 things to fix:');
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('Give the experience a name.');
    expect(document.body.textContent).toContain('title: Invalid input: expected string');
    expect(document.body.textContent).toContain('Countries are two capital letters, like US.');
    expect(document.body.textContent).not.toContain('0: Countries');
    expect((screen.getByLabelText('Countries') as HTMLInputElement).value).toBe('USA');
    expect((screen.getByLabelText('display_data (JSON)') as HTMLTextAreaElement).value).toBe(
      '{"title": 5}',
    );
  });

  it('previews display_data as it is typed and says whether it can be drawn', () => {
    show({ experience: null, failure: undefined, busy: false });
    const preview = document.querySelector('[data-experience-preview]') as HTMLElement;
    expect(preview.querySelector('[data-experience-preview]')).toBeNull();
    expect(preview.textContent).toContain('Toast');
    expect(preview.textContent).toContain('A toast needs its text.');
    const data = screen.getByLabelText('display_data (JSON)');
    fireEvent.change(data, { target: { value: '{"text": "Hello there"}' } });
    expect(preview.textContent).toContain('Hello there');
    expect(preview.textContent).toContain('The renderers can draw this.');
    // the toast's own renderer is in the slot, shown on request
    expect(preview.querySelector('[data-experience-preview]')).not.toBeNull();
    fireEvent.change(data, { target: { value: '{"text": ' } });
    expect(preview.textContent).toContain('Not JSON yet');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '26' } });
    expect(preview.textContent).toContain('Modal');
  });
});
