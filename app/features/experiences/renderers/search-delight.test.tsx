// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchDelight, safeColor } from './search-delight';
import { experienceOf } from './test-support';

afterEach(cleanup);

const SPRING = experienceOf(
  27,
  { component_type: 3, search_query_list: ['spring outfits', 'tulips'], text: 'Hello spring' },
  { experience_id: 1 + 600_000 },
);
const HALLOWEEN = experienceOf(
  27,
  { component_type: 3, search_query_list: ['halloween'], text_colors: ['#ff7a00', '#6b2fbf'] },
  { experience_id: 2 + 600_000 },
);
const _CONFIGS = [SPRING, HALLOWEEN];

describe('SearchDelight', () => {
  it('draws its text in its colours, a gradient across several', () => {
    render(<SearchDelight term="halloween" experience={HALLOWEEN} />);
    const words = screen.getByText('halloween');
    const box = words.parentElement as HTMLElement;
    expect(box.style.getPropertyValue('--delight-gradient')).toBe(
      'linear-gradient(90deg, #ff7a00, #6b2fbf)',
    );
    cleanup();
    render(<SearchDelight term="tulips" experience={SPRING} />);
    expect(screen.getByText('Hello spring')).toBeTruthy();
  });

  it('takes only plain colours from authors', () => {
    expect(safeColor('#fff')).toBe('#fff');
    expect(safeColor('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(safeColor('tomato')).toBe('tomato');
    expect(safeColor('red; background: url(x)')).toBeUndefined();
    expect(safeColor('url(https://x)')).toBeUndefined();
  });
});
