// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Callout } from './Callout';
import { RichText } from './RichText';

afterEach(cleanup);

describe('Callout', () => {
  it('is a labelled region with its title, message and actions', () => {
    render(
      <Callout
        label="Business account"
        tone="upsell"
        title="Discover your top performing Pins"
        message="Get a free business account."
        actions={<button type="button">Upgrade</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Business account' });
    expect(region.dataset.tone).toBe('upsell');
    expect(screen.getByRole('heading', { name: 'Discover your top performing Pins' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeTruthy();
  });

  it('closes with a named button', () => {
    const onDismiss = vi.fn();
    render(<Callout label="Note" message="Hi" onDismiss={onDismiss} dismissLabel="Close note" />);
    fireEvent.click(screen.getByRole('button', { name: 'Close note' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('M-416 an image is at most 128 px wide', () => {
    render(
      <Callout label="Note" message="Hi" image={{ src: '/x.png', alt: 'A chart', width: 400 }} />,
    );
    expect(screen.getByRole('img', { name: 'A chart' }).getAttribute('width')).toBe('128');
  });
});

describe('RichText', () => {
  it('M-271 draws only anchors as links, M-270 an external one nofollow in a new tab', () => {
    render(
      <p>
        <RichText
          ownHost="tessera.test"
          text={'See <a href="https://example.com/x">this</a> and <b>that</b>'}
        />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'this' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByText(/<b>that<\/b>/)).toBeTruthy();
  });
});
