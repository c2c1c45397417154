// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '#domain/accounts/viewer';
import type { PinModel } from '#domain/pins/models';
import { images, KINDS, pin, viewerFor } from '../../../tests/fixtures/pins';
import { handlePopState } from '../../lib/overlay-store';
import { ViewerProvider } from '../../lib/viewer-context';
import { ToastProvider } from '../../ui/Toast';
import { TooltipProvider } from '../../ui/Tooltip';
import { PinMedia } from '../media/PinMedia';
import { CLOSEUP_CONTEXT_ERROR, CloseupContextProvider, useCloseupContext } from './CloseupContext';
import { ProductDetails, RecipeDetails } from './CloseupDetails';
import { CloseupUpsell } from './CloseupUpsell';
import { MediaViewer } from './MediaViewer';
import { SeeMoreDrawer } from './SeeMoreDrawer';
import { TagRow } from './TagRow';

const onPop = (e: PopStateEvent) => {
  handlePopState(e);
};
beforeAll(() => window.addEventListener('popstate', onPop));
afterAll(() => window.removeEventListener('popstate', onPop));
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/pin/100/');
});

function withCloseup(p: PinModel, viewer: Viewer, ui: React.ReactNode) {
  return render(
    <MemoryRouter>
      <ViewerProvider viewer={viewer} origin="http://tessera.test">
        <TooltipProvider>
          <ToastProvider>
            <CloseupContextProvider pin={p} viewer={viewer} place="page">
              {ui}
            </CloseupContextProvider>
          </ToastProvider>
        </TooltipProvider>
      </ViewerProvider>
    </MemoryRouter>,
  );
}

/** The closeup's media with its slot reporting, as Closeup renders it. */
function CloseupMedia() {
  const { pin: shown, viewer, setSlotOnScreen } = useCloseupContext();
  return <PinMedia pin={shown} viewer={viewer} place="closeup" onSlotChange={setSlotOnScreen} />;
}

function Lost() {
  useCloseupContext();
  return null;
}

function Opener() {
  const { openMediaViewer } = useCloseupContext();
  return (
    <button type="button" onClick={openMediaViewer}>
      Open
    </button>
  );
}

const TAGS = Array.from({ length: 8 }, (_, i) => ({
  name: `Tag ${i}`,
  url: `/search/pins/?q=Tag+${i}&rs=closeup_tag`,
}));

describe('closeup context (spec 01 §8)', () => {
  it("P-376 used outside its provider it throws 'useCloseupContext must be used within CloseupContextProvider'", () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Lost />)).toThrow(
      'useCloseupContext must be used within CloseupContextProvider',
    );
    expect(CLOSEUP_CONTEXT_ERROR).toBe(
      'useCloseupContext must be used within CloseupContextProvider',
    );
    spy.mockRestore();
  });
});

describe('tag row (spec 01 §2, §5)', () => {
  function layout(
    el: HTMLElement,
    m: { scrollLeft: number; scrollWidth: number; clientWidth: number },
  ) {
    Object.defineProperty(el, 'scrollWidth', { configurable: true, value: m.scrollWidth });
    Object.defineProperty(el, 'clientWidth', { configurable: true, value: m.clientWidth });
    el.scrollLeft = m.scrollLeft;
    fireEvent.scroll(el);
  }

  it.each<[number, boolean, boolean]>([
    [0, false, true],
    [4, false, true],
    [5, true, true],
    [395, true, true],
    [396, true, false],
    [400, true, false],
  ])('P-061 P-239 scrolled %i px of 600 in 200: left %s, right %s', (left, showLeft, showRight) => {
    withCloseup(
      pin({ pinJoin: { annotationsWithLinksArray: TAGS } }),
      viewerFor('user'),
      <TagRow />,
    );
    const region = screen.getByRole('region', { name: 'Scroll' });
    act(() => layout(region, { scrollLeft: left, scrollWidth: 600, clientWidth: 200 }));
    expect(!!screen.queryByRole('button', { name: 'Scroll tags left' })).toBe(showLeft);
    expect(!!screen.queryByRole('button', { name: 'Scroll tags right' })).toBe(showRight);
  });

  it('P-240 an arrow scrolls by half the visible width; tags link to their search', () => {
    withCloseup(
      pin({ pinJoin: { annotationsWithLinksArray: TAGS } }),
      viewerFor('user'),
      <TagRow />,
    );
    const region = screen.getByRole('region', { name: 'Scroll' });
    const scrollBy = vi.fn();
    region.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
    act(() => layout(region, { scrollLeft: 0, scrollWidth: 900, clientWidth: 300 }));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll tags right' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 150, behavior: 'smooth' });
    expect(screen.getByRole('link', { name: 'Tag 3' }).getAttribute('href')).toBe(
      '/search/pins/?q=Tag+3&rs=closeup_tag',
    );
  });

  it('P-061 no tags, no row', () => {
    withCloseup(pin({ pinJoin: null }), viewerFor('user'), <TagRow />);
    expect(screen.queryByRole('region', { name: 'Scroll' })).toBeNull();
  });
});

describe('media viewer (M-021)', () => {
  it('M-021 P-396 opens full screen with #imgViewer and the high-res image; Escape closes it and drops the hash', async () => {
    window.history.replaceState({ key: 'k1' }, '', '/pin/100/');
    const p = pin({ images: images() });
    withCloseup(
      p,
      viewerFor('user'),
      <>
        <Opener />
        <MediaViewer />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: p.title });
    expect(window.location.hash).toBe('#imgViewer');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/img/736x/abc123.jpg');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe('/pin/100/');
  });

  it('M-021 a click on the backdrop closes it', async () => {
    window.history.replaceState({ key: 'k2' }, '', '/pin/100/');
    withCloseup(
      pin(),
      viewerFor('visitor'),
      <>
        <Opener />
        <MediaViewer />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    // the screen around the image is the backdrop
    fireEvent.click(dialog.querySelector('[data-backdrop]') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(window.location.hash).toBe(''));
  });

  it('opens on the carousel slide on screen, not the first one, and keeps it while the carousel moves on', async () => {
    window.history.replaceState({ key: 'k3' }, '', '/pin/108/');
    const slot = (id: string) => ({
      slotId: id,
      title: `Slide ${id}`,
      details: null,
      link: null,
      images: images(236, 354, `sig${id}`),
    });
    const p = pin({
      id: '108',
      kind: 'carousel',
      images: images(236, 354, 'cover'),
      carouselData: {
        entityId: 'c108',
        index: 0,
        carouselSlots: [slot('a'), slot('b'), slot('c')],
      },
    });
    withCloseup(
      p,
      viewerFor('user'),
      <>
        <CloseupMedia />
        <Opener />
        <MediaViewer />
      </>,
    );
    // the carousel's code arrives on demand (a lazy part)
    fireEvent.click(await screen.findByRole('button', { name: 'View Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'View Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    const img = dialog.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/img/736x/sigb.jpg');
    expect(img?.getAttribute('alt')).toBe('Slide b');
  });
});

describe('see-more drawer (spec 01 §1, §6, §8)', () => {
  it("P-022 P-391 P-392 'See more' opens 'More information' with the full description and domain", () => {
    const p = pin({ description: '', altText: 'A long story about linen.', domain: 'example.com' });
    withCloseup(p, viewerFor('user'), <SeeMoreDrawer />);
    const button = screen.getByRole('button', { name: 'See more' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const drawer = screen.getByRole('region', { name: 'More information' });
    expect(drawer.textContent).toContain('A long story about linen.');
    expect(drawer.textContent).toContain('example.com');
    expect(drawer.textContent).toContain('January 1, 2025');
  });

  it("'See more' does not repeat the description the closeup already shows above it", () => {
    const p = pin({ description: 'A long story about linen.', domain: 'example.com' });
    withCloseup(p, viewerFor('user'), <SeeMoreDrawer />);
    fireEvent.click(screen.getByRole('button', { name: 'See more' }));
    const drawer = screen.getByRole('region', { name: 'More information' });
    expect(drawer.textContent).not.toContain('A long story about linen.');
    expect(drawer.textContent).not.toContain('Description');
    expect(drawer.textContent).toContain('example.com');
  });

  it("'See more' gives the alt text as the description of a pin with none", () => {
    const p = pin({ description: '', altText: 'Linen curtains in morning light' });
    withCloseup(p, viewerFor('user'), <SeeMoreDrawer />);
    fireEvent.click(screen.getByRole('button', { name: 'See more' }));
    const drawer = screen.getByRole('region', { name: 'More information' });
    expect(drawer.textContent).toContain('Linen curtains in morning light');
  });

  it('P-303 bots get the drawer content hidden, with no toggle', () => {
    const { container } = withCloseup(
      pin({ description: 'Seen by search engines' }),
      viewerFor('bot'),
      <SeeMoreDrawer />,
    );
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
    const hidden = container.querySelector('[data-search-engine-drawer]') as HTMLElement;
    expect(hidden.hidden).toBe(true);
    expect(hidden.textContent).toContain('Seen by search engines');
  });
});

describe('product and recipe details (spec 01 §5)', () => {
  it('P-230 P-231 price with the struck original, rating, shipping and variants', () => {
    const p: PinModel = {
      ...KINDS.product,
      richSummary: {
        ...(KINDS.product.richSummary as NonNullable<PinModel['richSummary']>),
        products: [
          {
            name: 'Mug',
            brand: { name: 'Northwind' },
            offerSummary: { currency: 'USD', price: '18.00', standardPrice: '24.00' },
            shippingInfo: { freeShippingPrice: '50' },
            variantSet: { dimensionMetadata: [{ name: 'Colour', values: ['Sand', 'Moss'] }] },
          },
        ],
      },
    };
    const { container } = withCloseup(p, viewerFor('user'), <ProductDetails />);
    expect(container.textContent).toContain('by Northwind');
    expect(container.textContent).toContain('$18.00');
    expect(container.querySelector('s')?.textContent).toContain('$24.00');
    expect(container.textContent).toContain('1.2k reviews');
    expect(container.textContent).toContain('Free shipping on orders over $50.00');
    expect(screen.getByRole('list', { name: 'Colour options' }).textContent).toBe('SandMoss');
  });

  it.each<[keyof typeof KINDS, string, boolean]>([
    ['outOfStock', 'Sold out', true],
    ['stalePrice', 'See price on site', false],
  ])('P-257 P-258 %s shows %s (price shown: %s)', (kind, label, priceShown) => {
    const { container } = withCloseup(KINDS[kind], viewerFor('visitor'), <ProductDetails />);
    expect(container.textContent).toContain(label);
    expect(container.textContent?.includes('$')).toBe(priceShown);
  });

  it("P-237 P-238 P-386 P-394 recipe: '1h 15m', '87 ratings', 'See recipe'", () => {
    const p = { ...KINDS.recipe, link: 'https://food.example/curry' };
    const { container } = withCloseup(p, viewerFor('user'), <RecipeDetails />);
    expect(container.textContent).toContain('1h 15m');
    expect(container.textContent).toContain('87 ratings');
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'See recipe' });
    expect(link.getAttribute('href')).toBe('https://food.example/curry');
    expect(link.getAttribute('rel')).toContain('nofollow');
  });
});

describe('visitor upsell (spec 01 §2)', () => {
  it('P-066 P-027 a visitor gets Log in / Sign up back to the seo url of the pin', () => {
    withCloseup(
      pin({ id: '77', title: 'Cozy reading nook' }),
      viewerFor('visitor'),
      <CloseupUpsell />,
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2Fpin%2Fcozy-reading-nook--77%2F',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup?next=%2Fpin%2Fcozy-reading-nook--77%2F',
    );
  });

  it.each<['user' | 'bot']>([['user'], ['bot']])('P-066 %s gets no upsell', (who) => {
    withCloseup(pin(), viewerFor(who), <CloseupUpsell />);
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });
});
