// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

afterEach(cleanup);

describe('ProgressBar', () => {
  it.each([
    [42, '42'],
    [42.6, '43'],
    [-5, '0'],
    [180, '100'],
  ])('value %s is announced as %s percent', (value, now) => {
    const { getByRole } = render(<ProgressBar label="Building your file" value={value} />);
    const bar = getByRole('progressbar', { name: 'Building your file' });
    expect(bar.getAttribute('aria-valuenow')).toBe(now);
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });

  it('without a value it has no aria-valuenow', () => {
    const { getByRole } = render(<ProgressBar label="Waiting" value={null} />);
    expect(getByRole('progressbar').hasAttribute('aria-valuenow')).toBe(false);
  });

  it('reads out its value text', () => {
    const { getByRole } = render(
      <ProgressBar label="Building" value={30} valueText="120 of 400 pins" />,
    );
    expect(getByRole('progressbar').getAttribute('aria-valuetext')).toBe('120 of 400 pins');
  });
});
