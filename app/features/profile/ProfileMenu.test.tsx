// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, resourceAnswer } from '../../../tests/fixtures/app';
import { user } from '../../../tests/fixtures/pins';
import { ProfileMenu } from './ProfileMenu';

const cai = user({ id: '7', username: 'cai', fullName: 'Cai Lin' });

function show() {
  // the phone's sheet: a desktop menu needs pointer events jsdom does not make
  return renderSignedIn(
    <ProfileMenu user={cai} blocked={false} onBlockedChange={() => {}} />,
    'mobile',
  );
}

async function openReport() {
  fireEvent.click(screen.getByRole('button', { name: 'More options' }));
  const sheet = await screen.findByRole('dialog', { name: 'More options' });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Report profile' }));
  return screen.findByRole('dialog', { name: 'Report profile' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Report profile in the … menu of someone else’s profile (decision 046)', () => {
  it('sends the reason and details, thanks, and offers Block right after', async () => {
    const fetch = vi.fn().mockImplementation(async () => resourceAnswer({ reportId: '1' }));
    vi.stubGlobal('fetch', fetch);
    show();
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Pretending to be someone/ }));
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), {
      target: { value: ' Uses my photos ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(
      await screen.findByText('Thanks for letting us know. We’ll review this profile.'),
    ).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/resource/UserReportResource/create/');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).options).toEqual({
      user_id: '7',
      reason: 'impersonation',
      details: 'Uses my photos',
    });
    expect(screen.queryByRole('dialog', { name: 'Report profile' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Block Cai Lin' }));
    expect(await screen.findByRole('dialog', { name: 'Block Cai Lin?' })).toBeTruthy();
  });

  it('asks for details when the reason is Something else, and sends nothing until then', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    show();
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Something else/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(
      await within(dialog).findByText('Tell us what is wrong with this profile.'),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so when the profile was already reported, without an error tone', async () => {
    const answer = new Response(
      JSON.stringify({
        resource_response: {
          data: null,
          error: {
            code: 'conflict',
            message: 'You already reported this profile.',
            http_status: 409,
          },
        },
      }),
      { status: 409, headers: { 'content-type': 'application/json' } },
    );
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer));
    show();
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Spam/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('You already reported this profile.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Report profile' })).toBeNull();
  });
});
