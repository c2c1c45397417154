// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge, VerifiedMark } from './Badge';

afterEach(cleanup);

describe('Badge', () => {
  it('shows its text in its tone', () => {
    const { getByText } = render(<Badge tone="inverse">Sponsored</Badge>);
    expect(getByText('Sponsored').className).toMatch(/inverse/);
  });
});

describe('VerifiedMark', () => {
  it.each([12, 16, 20, 24] as const)('spec 01: verified size %i', (size) => {
    const { container } = render(<VerifiedMark kind="merchant" size={size} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe(String(size));
    expect(svg?.getAttribute('height')).toBe(String(size));
  });

  it('a merchant gets the check seal, a domain the globe', () => {
    const { container } = render(
      <>
        <VerifiedMark kind="merchant" />
        <VerifiedMark kind="domain" />
      </>,
    );
    const hrefs = [...container.querySelectorAll('use')].map((u) => u.getAttribute('href'));
    expect(hrefs[0]).toMatch(/#badge-check$/);
    expect(hrefs[1]).toMatch(/#globe$/);
  });

  it('labelled, it is an image with that name; otherwise hidden', () => {
    const { getByRole, container } = render(
      <>
        <VerifiedMark kind="merchant" label="Verified merchant" />
        <VerifiedMark kind="domain" />
      </>,
    );
    expect(getByRole('img', { name: 'Verified merchant' })).toBeTruthy();
    expect(container.querySelectorAll('svg[aria-hidden="true"]').length).toBe(1);
  });
});
