// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status with its label', () => {
    const { getByRole } = render(<Spinner label="Loading pins" />);
    const status = getByRole('status', { name: 'Loading pins' });
    expect(status.textContent).toBe('Loading pins');
  });

  it('decorative, it is hidden and says nothing', () => {
    const { container, queryByRole } = render(<Spinner decorative />);
    expect(queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
