// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialogPart } from './Dialog';
import { Modal } from './Modal';

// the Radix half already loaded, as after a first use (Dialog.lazy.test.tsx covers before)
beforeAll(() => dialogPart.load());
afterEach(cleanup);

describe('Modal', () => {
  it('is the desktop Dialog when not mobile', () => {
    render(
      <Modal mobile={false} open title="Create board">
        body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Create board' });
    expect(dialog.dataset.variant).toBeUndefined();
  });

  it('is a Sheet on mobile, slide-up unless another variant is asked for', () => {
    const { unmount } = render(
      <Modal mobile open title="Create board">
        body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Create board' }).dataset.variant).toBe('slideUp');
    unmount();
    render(
      <Modal mobile sheetVariant="fullpage" open title="Create board">
        body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Create board' }).dataset.variant).toBe('fullpage');
  });
});
