// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '#domain/accounts/viewer';
import type { PinModel } from '#domain/pins/models';
import { KINDS, sponsored, viewerFor } from '../../../tests/fixtures/pins';
import { ViewerProvider } from '../../lib/viewer-context';
import { ToastProvider } from '../../ui/Toast';
import { TooltipProvider } from '../../ui/Tooltip';
import { Closeup } from './Closeup';

// Issue 10: the closeup's Save is the closeup's own (CLOSEUP_SURFACE), not the home feed's.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function renderCloseup(p: PinModel, viewer: Viewer, device?: 'mobile') {
  vi.stubGlobal('ResizeObserver', NoObserver);
  vi.stubGlobal('IntersectionObserver', NoObserver);
  // the closeup may ask for more related products (an empty answer keeps the module away) and
  // for its comments (none yet)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.includes('PinCommentsResource')
        ? { pinId: p.id, count: 0, closed: false, ownedByMe: false, items: [], bookmark: null }
        : [];
      return Response.json({ resource_response: { data, bookmark: null, error: null } });
    }),
  );
  return render(
    <MemoryRouter>
      <ViewerProvider viewer={viewer} origin="http://tessera.test" device={device}>
        <TooltipProvider>
          <ToastProvider>
            <Closeup pin={p} related={{ items: [], bookmark: null }} relatedProducts={[]} />
          </ToastProvider>
        </TooltipProvider>
      </ViewerProvider>
    </MemoryRouter>,
  );
}

function saveSurfaces(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('[data-save-surface]')].map(
    (el) => el.dataset.saveSurface ?? '',
  );
}

describe('closeup save surface', () => {
  it.each(['user', 'visitor'] as const)(
    'the closeup’s own Save is on the closeup surface for a %s, not the home feed’s',
    (audience) => {
      const { container } = renderCloseup(KINDS.image, viewerFor(audience));
      const article = container.querySelector('article') as HTMLElement;
      expect(saveSurfaces(article)).toEqual(['PinCloseup']);
      expect(saveSurfaces(container)).not.toContain('AuthHomefeed');
      expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    },
  );

  it('the owner of a pin gets the classic save on the closeup (save rules still apply)', () => {
    const { container } = renderCloseup(KINDS.image, viewerFor('user', '1'));
    const control = container.querySelector('[data-save-surface="PinCloseup"] [data-save-type]');
    expect((control as HTMLElement).dataset.saveType).toBe('classic');
  });
});

describe('the board picker on a phone', () => {
  it('opens as a sheet from the bottom, not a small popover that cuts off Create board', async () => {
    renderCloseup(KINDS.image, viewerFor('user'), 'mobile');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const picker = await screen.findByRole('dialog', { name: 'Save to board' });
    expect(picker.getAttribute('data-variant')).toBe('slideUp');
  });
});

describe('closeup pin actions', () => {
  it('P-259 P-260 issue 13 the closeup shows the sponsorship label the card shows', () => {
    renderCloseup(KINDS.promoted, viewerFor('user'));
    expect(screen.getByText(`Promoted by ${KINDS.promoted.promoter?.fullName}`)).toBeTruthy();
    cleanup();
    const pin = sponsored(1);
    renderCloseup(pin, viewerFor('user'));
    const sponsor = pin.sponsorship?.sponsor?.fullName ?? '';
    expect(sponsor).not.toBe('');
    expect(screen.getByText(`Paid partnership with ${sponsor}`)).toBeTruthy();
    cleanup();
    renderCloseup(KINDS.image, viewerFor('user'));
    expect(screen.queryByText(/^(Promoted|Paid )/)).toBeNull();
  });

  it('issue 13 share and the … menu are on every closeup, for visitors too', () => {
    for (const audience of ['user', 'visitor'] as const) {
      renderCloseup(KINDS.image, viewerFor(audience));
      expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'More options' })).toBeTruthy();
      cleanup();
    }
  });

  it("issue 33 the pin's owner gets a stats link on the closeup, as on the card; no one else does", () => {
    renderCloseup(KINDS.image, viewerFor('user', '1'));
    const link = screen.getByRole('link', { name: 'Pin stats' });
    expect(link.getAttribute('href')).toBe(`/pin/${KINDS.image.id}/analytics`);
    cleanup();
    for (const viewer of [viewerFor('user', '2'), viewerFor('visitor')]) {
      renderCloseup(KINDS.image, viewer);
      expect(screen.queryByRole('link', { name: 'Pin stats' })).toBeNull();
      cleanup();
    }
  });
});
