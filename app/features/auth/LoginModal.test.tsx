// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginModal } from './LoginModal';
import type { LoginPrompt } from './login-prompts';
import { LOGIN_PROMPTS } from './login-prompts';

afterEach(cleanup);

const shown: { prompt: LoginPrompt | null } = { prompt: null };
const onClose = vi.fn();

function ModalPage() {
  return <LoginModal prompt={shown.prompt} next="/pin/1/" onClose={onClose} />;
}

const Stub = createRoutesStub([{ path: '/', Component: ModalPage }]);

function renderModal(prompt: LoginPrompt | null) {
  shown.prompt = prompt;
  onClose.mockClear();
  render(<Stub initialEntries={['/']} />);
  return onClose;
}

describe('LoginModal (spec 02 §6)', () => {
  it("is a dialog named by the action's prompt and described by the subheader", async () => {
    renderModal(LOGIN_PROMPTS.follow);
    const dialog = await screen.findByRole('dialog', { name: LOGIN_PROMPTS.follow });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    // spec 02 §6 (M-322), with Tessera for the product name (now the catalog's auth.promptSubheader)
    expect(description?.textContent).toBe("You're almost there! Log in to access all of Tessera");
  });

  it('holds the login form, posting to /login with the page to come back to', async () => {
    renderModal(LOGIN_PROMPTS.follow);
    const dialog = await screen.findByRole('dialog');
    const form = dialog.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/login');
    expect((dialog.querySelector('input[name="next"]') as HTMLInputElement).value).toBe('/pin/1/');
    expect(screen.getByLabelText('Email or username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('closes on Escape and on its labelled close button', async () => {
    const onClose = renderModal(LOGIN_PROMPTS.follow);
    const dialog = await screen.findByRole('dialog');
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing without a prompt', () => {
    renderModal(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
