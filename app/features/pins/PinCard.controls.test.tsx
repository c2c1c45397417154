// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { KINDS, pin, viewerFor } from '../../../tests/fixtures/pins';
import { cardServerHtml, renderCard, renderHoveredCard } from './test-support';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('controls', () => {
  it('P-011 P-202 P-203 P-252 visit site: external links only, cut to 12 in the action bar, new tab, nofollow', () => {
    const { card } = renderHoveredCard(
      pin({
        link: 'https://www.averyverylongdomainname.com/x',
        domain: 'averyverylongdomainname.com',
      }),
      viewerFor('user'),
    );
    const link = within(card).getByRole('link', { name: /Visit site/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    expect(link.textContent).toBe('Visit site: averyverylon…');
    cleanup();
    const own = renderHoveredCard(pin({ link: 'http://tessera.test/pin/1/' }), viewerFor('user'));
    expect(within(own.card).queryByRole('link', { name: /Visit site/ })).toBeNull();
    cleanup();
    const lead = renderHoveredCard(pin({ promotedIsLeadAd: true }), viewerFor('user'));
    expect(within(lead.card).queryByRole('link', { name: /Visit site/ })).toBeNull();
  });

  it('P-127 the action bar fades in after 800 ms of hover; P-124 hover makes the card active', () => {
    vi.useFakeTimers();
    const { card } = renderCard(KINDS.image, viewerFor('user'));
    expect(card.dataset.hover).toBe('inactive');
    fireEvent.pointerOver(card);
    expect(card.dataset.hover).toBe('active');
    const bar = card.querySelector('[data-shown]') as HTMLElement;
    expect(bar.dataset.shown).toBe('false');
    act(() => vi.advanceTimersByTime(799));
    expect(bar.dataset.shown).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(bar.dataset.shown).toBe('true');
  });

  it('issue 12: the hover-only controls mount on the first hover and stay', () => {
    const { card } = renderCard(KINDS.image, viewerFor('user'));
    expect(within(card).queryByRole('button', { name: 'More options' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Save/ })).toBeNull();
    fireEvent.pointerOver(card);
    expect(within(card).getByRole('button', { name: 'More options' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Save/ })).toBeTruthy();
    fireEvent.pointerLeave(card);
    expect(card.dataset.hover).toBe('inactive');
    expect(within(card).getByRole('button', { name: 'More options' })).toBeTruthy();
  });

  it('issue 12: the server renders the card without its hover-only controls', () => {
    for (const audience of ['user', 'visitor'] as const) {
      const html = cardServerHtml(KINDS.image, viewerFor(audience));
      expect(html).toContain('<article');
      expect(html).not.toContain('More options');
      expect(html).not.toContain('Visit site');
      expect(html).not.toContain('data-save-type');
      expect(html).not.toContain('data-shown');
    }
  });

  it('issue 12 P-010: keyboard focus entering the card mounts the controls, so the next Tab reaches them', () => {
    const { card } = renderCard(KINDS.image, viewerFor('user'));
    const image = card.querySelector('a') as HTMLElement;
    act(() => image.focus());
    const save = within(card).getByRole('button', { name: /^Save/ });
    const menu = within(card).getByRole('button', { name: 'More options' });
    // after the image link in document order: Tab goes there next
    const following = (el: HTMLElement) =>
      (image.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect([save, menu].map(following)).toEqual([true, true]);
    expect((card.querySelector('[data-shown]') as HTMLElement).dataset.shown).toBe('true');
  });

  it('P-128 a deleted story pin shows no controls and no content', () => {
    const p = pin({
      storyPinData: {
        ...(KINDS.story.storyPinData as NonNullable<PinModel['storyPinData']>),
        isDeleted: true,
      },
    });
    const { card } = renderHoveredCard(p, viewerFor('user'));
    expect(card.dataset.hover).toBe('hidden');
    expect(within(card).queryByRole('button', { name: 'More options' })).toBeNull();
    expect(card.querySelector('[data-footer-style]')).toBeNull();
  });

  it('P-278 signed-in users get the overflow menu: Download image, Hide Pin and Report Pin, and no disabled placeholders', async () => {
    const { card } = renderHoveredCard(KINDS.image, viewerFor('user'));
    const trigger = within(card).getByRole('button', { name: 'More options' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Download image', 'Hide Pin', 'Report Pin']);
    expect(items.filter((i) => i.getAttribute('aria-disabled') === 'true')).toEqual([]);
    expect(within(menu).queryByText(/Available soon/)).toBeNull();
  });

  it('P-270 P-271 visitors get the reduced menu whose More actions opens the login upsell', async () => {
    const { card } = renderHoveredCard(KINDS.image, viewerFor('visitor'));
    fireEvent.keyDown(within(card).getByRole('button', { name: 'More options' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /Hide Pin/ })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'More actions' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to see more actions' })).toBeTruthy();
  });

  it("P-013 signed-in users share from the 'Share Menu' flyout and get 'Link copied to clipboard!'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { card } = renderHoveredCard(KINDS.image, viewerFor('user'));
    fireEvent.click(within(card).getByRole('button', { name: 'Send this pin' }));
    const menu = await screen.findByRole('dialog', { name: 'Share Menu' });
    fireEvent.click(await within(menu).findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/pin/100/');
  });

  it("issue 13 the card's Share Menu ends with 'Send to a Tessera user', which closes it and opens 'Send this pin'", async () => {
    const { card } = renderHoveredCard(KINDS.image, viewerFor('user'));
    fireEvent.click(within(card).getByRole('button', { name: 'Send this pin' }));
    const menu = await screen.findByRole('dialog', { name: 'Share Menu' });
    const buttons = await within(menu).findAllByRole('button');
    expect(buttons.at(-1)?.textContent).toBe('Send to a Tessera user');
    fireEvent.click(within(menu).getByRole('button', { name: 'Send to a Tessera user' }));
    expect(await screen.findByRole('dialog', { name: 'Send this pin' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Share Menu' })).toBeNull();
  });

  it('issue 13 on a phone or tablet the overflow menu is a sheet of buttons, not a dropdown', async () => {
    const { card } = renderHoveredCard(KINDS.image, viewerFor('user'), 'AuthHomefeed', {
      device: 'mobile',
    });
    const trigger = within(card).queryByRole('button', { name: 'More options' });
    // a phone's card shows its controls on focus; the hovered render has them mounted
    if (!trigger) throw new Error('no overflow trigger');
    fireEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'More options' });
    expect(
      within(sheet)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Download image', 'Hide Pin', 'Report Pin']));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('P-013 visitors get the animated upsell icon in place of the share icon for 5000 ms', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockResolvedValue(undefined) },
      configurable: true,
    });
    const { card } = renderHoveredCard(KINDS.image, viewerFor('visitor'));
    const share = within(card).getByRole('button', { name: 'Share' });
    await act(async () => {
      fireEvent.click(share);
    });
    expect(share.dataset.upsell).toBe('true');
    expect(screen.getByText('Copied link to your clipboard to share')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(share.dataset.upsell).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(share.dataset.upsell).toBeUndefined();
  });

  it('spec 01 §9 the card’s copy toast shows after 100 ms and stays 5000 ms', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockResolvedValue(undefined) },
      configurable: true,
    });
    const { card } = renderHoveredCard(KINDS.image, viewerFor('visitor'));
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Share' }));
    });
    const toast = () => screen.queryByText('Copied link to your clipboard to share');
    const state = () => toast()?.closest('[data-state]')?.getAttribute('data-state');
    expect(state()).toBe('hidden');
    act(() => vi.advanceTimersByTime(100));
    expect(state()).toBe('visible');
    act(() => vi.advanceTimersByTime(4999));
    expect(state()).toBe('visible');
    act(() => vi.advanceTimersByTime(1));
    expect(state()).toBe('hiding');
    act(() => vi.advanceTimersByTime(200));
    expect(toast()).toBeNull();
  });

  it.each(['mobile', 'tablet'] as const)(
    'P-182 P-315 on a %s, signed-in users get the link copied, not the share flyout',
    async (device) => {
      const writeText = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const { card } = renderHoveredCard(KINDS.image, viewerFor('user'), 'AuthHomefeed', {
        device,
      });
      const share = within(card).getByRole('button', { name: 'Share' });
      await act(async () => {
        fireEvent.click(share);
      });
      expect(screen.queryByRole('dialog', { name: 'Share Menu' })).toBeNull();
      expect(within(card).queryByRole('button', { name: 'Send this pin' })).toBeNull();
      expect(screen.getByText('Copied link to your clipboard to share')).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith('http://localhost:3000/pin/100/');
      // the sign-up upsell icon is for visitors only
      expect(share.dataset.upsell).toBeUndefined();
    },
  );

  it('P-213 download replaces share on the related-pin grid', () => {
    const { card } = renderHoveredCard(KINDS.image, viewerFor('user'), 'RelatedPinGrid');
    expect(within(card).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Send this pin' })).toBeNull();
  });

  it('P-296 P-298 P-299 the stats button shows on own pins on profile grids, not on home', () => {
    const me = viewerFor('user', '1');
    const own = pin({
      aggregatedPinData: { impression: null, pinClick: null, save: 3 },
      access: ['write'],
    });
    expect(
      within(renderHoveredCard(own, me, 'UserProfilePinGrid').card).getByRole('button', {
        name: 'Pin stats',
      }),
    ).toBeTruthy();
    cleanup();
    expect(
      within(renderHoveredCard(own, me, 'AuthHomefeed').card).queryByRole('button', {
        name: 'Pin stats',
      }),
    ).toBeNull();
  });

  it('P-299 the stats button is for desktop viewers: not on a phone or a tablet', () => {
    const me = viewerFor('user', '1');
    const own = pin({ aggregatedPinData: { impression: null, pinClick: null, save: 3 } });
    for (const device of ['mobile', 'tablet'] as const) {
      const { card } = renderHoveredCard(own, me, 'UserProfilePinGrid', { device });
      expect(within(card).queryByRole('button', { name: 'Pin stats' })).toBeNull();
      cleanup();
    }
    const { card } = renderHoveredCard(own, me, 'UserProfilePinGrid', { device: 'desktop' });
    expect(within(card).getByRole('button', { name: 'Pin stats' })).toBeTruthy();
  });

  it("P-235 P-236 P-253 P-254 P-255 missing stats show '—' with 'This stat is not available yet'", async () => {
    const me = viewerFor('user', '1');
    const own = pin({
      aggregatedPinData: { impression: null, pinClick: null, save: 3 },
      access: ['write'],
    });
    const { card } = renderHoveredCard(own, me, 'UserProfilePinGrid');
    fireEvent.click(within(card).getByRole('button', { name: 'Pin stats' }));
    const pop = await screen.findByRole('dialog', { name: 'Pin stats' });
    expect(within(pop).getByText('Impressions')).toBeTruthy();
    expect(within(pop).getByText('Saves').nextElementSibling?.textContent).toBe('3');
    const dash = within(pop).getByText('Impressions').nextElementSibling as HTMLElement;
    expect(dash.getAttribute('title')).toBe('This stat is not available yet');
    expect(dash.textContent).toContain('—');
  });

  it("the stats flyout's 'See more stats' leads to the pin's analytics page (issue 15)", async () => {
    const me = viewerFor('user', '1');
    const own = pin({
      aggregatedPinData: { impression: 5, pinClick: 1, save: 3 },
      access: ['write'],
    });
    const { card } = renderHoveredCard(own, me, 'UserProfilePinGrid');
    fireEvent.click(within(card).getByRole('button', { name: 'Pin stats' }));
    const pop = await screen.findByRole('dialog', { name: 'Pin stats' });
    const more = within(pop).getByRole('link', { name: 'See more stats' });
    expect(more.getAttribute('href')).toBe(`/pin/${own.id}/analytics`);
  });

  it('P-284 P-286 the pin owner gets the edit button; others do not', () => {
    const own = renderHoveredCard(KINDS.image, viewerFor('user', '1'));
    expect(within(own.card).getByRole('link', { name: 'Edit Pin' }).getAttribute('href')).toBe(
      '/pin/100/edit',
    );
    cleanup();
    const other = renderHoveredCard(KINDS.image, viewerFor('user', '2'));
    expect(within(other.card).queryByRole('link', { name: 'Edit Pin' })).toBeNull();
  });

  it('P-268 visitors get the Open hover legend', () => {
    const { card } = renderHoveredCard(KINDS.image, viewerFor('visitor'));
    expect(within(card).getByText('Open')).toBeTruthy();
  });
});
