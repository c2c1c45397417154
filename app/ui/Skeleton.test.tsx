// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

afterEach(cleanup);

describe('Skeleton', () => {
  it('is hidden from assistive tech', () => {
    const { container } = render(<Skeleton width={200} height={120} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.style.width).toBe('200px');
    expect(el.style.height).toBe('120px');
  });

  it('a circle is as tall as it is wide', () => {
    const { container } = render(<Skeleton shape="circle" width={48} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.style.height).toBe('48px');
  });

  it('text draws the asked number of lines, the last one shorter', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />);
    const lines = container.firstElementChild?.children ?? [];
    expect(lines.length).toBe(3);
    expect((lines[2] as HTMLElement).style.width).toBe('60%');
    expect((lines[0] as HTMLElement).style.width).toBe('');
  });
});
