// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '#domain/i18n/catalogs/en';
import { PushDevice } from './PushDevice';

afterEach(cleanup);

describe('PushDevice (decision 065)', () => {
  it('in a browser without push, the switch is off and disabled and says why', async () => {
    // jsdom has no service worker nor PushManager, as some browsers
    render(<PushDevice />);
    await screen.findByText(en['settings.push.unsupported']);
    const device = screen.getByRole('switch', {
      name: en['settings.push.label'],
    }) as HTMLInputElement;
    expect(device.checked).toBe(false);
    expect(device.disabled).toBe(true);
  });
});
