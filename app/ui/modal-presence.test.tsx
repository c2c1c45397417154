// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { coveredByModal, subscribeModals, useModalPresence } from './modal-presence';

function Box(props: { id: string; children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useModalPresence(ref);
  return (
    <div ref={ref} id={props.id}>
      {props.children}
    </div>
  );
}

describe('modal presence (spec 02 §4)', () => {
  it('M-246 M-247 an open modal covers the page behind it, not its own content, until it closes', () => {
    const page = document.createElement('p');
    document.body.append(page);
    const changed = vi.fn();
    const stop = subscribeModals(changed);
    const r = render(
      <Box id="outer">
        <span id="inside" />
      </Box>,
    );
    expect(changed).toHaveBeenCalledTimes(1);
    expect(coveredByModal(page)).toBe(true);
    expect(coveredByModal(document.getElementById('inside') as HTMLElement)).toBe(false);
    r.unmount();
    expect(changed).toHaveBeenCalledTimes(2);
    expect(coveredByModal(page)).toBe(false);
    stop();
    page.remove();
  });

  it('the innermost modal covers the one beneath it', () => {
    const r = render(
      <Box id="a">
        <span id="in-a" />
      </Box>,
    );
    const inner = render(<Box id="b" />);
    expect(coveredByModal(document.getElementById('in-a') as HTMLElement)).toBe(true);
    inner.unmount();
    expect(coveredByModal(document.getElementById('in-a') as HTMLElement)).toBe(false);
    r.unmount();
  });
});
