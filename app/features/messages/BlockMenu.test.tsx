// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, resourceAnswer } from '../../../tests/fixtures/app';
import { user } from '../../../tests/fixtures/pins';
import { BlockMenu } from './BlockMenu';

const cai = user({ id: '7', username: 'cai', fullName: 'Cai Lin' });

function show(blocked: boolean, device: 'desktop' | 'mobile' = 'desktop') {
  return renderSignedIn(<BlockMenu user={cai} blocked={blocked} />, device);
}

const ok = () => resourceAnswer({ blocked: true });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the … menu of a profile or a conversation with one person (issue 13)', () => {
  it('Block asks first, then calls UserBlockResource create, says so and offers Unblock', async () => {
    const fetch = vi.fn().mockImplementation(async () => ok());
    vi.stubGlobal('fetch', fetch);
    show(false, 'mobile');
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    const sheet = await screen.findByRole('dialog', { name: 'More options' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Block' }));
    const ask = await screen.findByRole('dialog', { name: 'Block Cai Lin?' });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Cai Lin is blocked.')).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/resource/UserBlockResource/create/');
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    const again = await screen.findByRole('dialog', { name: 'More options' });
    expect(within(again).getByRole('button', { name: 'Unblock' })).toBeTruthy();
  });

  it('Unblock goes at once (blocking again is one step) and says so', async () => {
    const fetch = vi.fn().mockImplementation(async () => ok());
    vi.stubGlobal('fetch', fetch);
    show(true, 'mobile');
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    const sheet = await screen.findByRole('dialog', { name: 'More options' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Cai Lin is unblocked.')).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/resource/UserBlockResource/delete/');
  });
});
