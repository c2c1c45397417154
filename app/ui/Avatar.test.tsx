// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('spec 01 §9: 32 px by default, the picture decorative beside the name', () => {
    const { container } = render(<Avatar name="Ada" src="/img/ada.jpg" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/img/ada.jpg');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('32');
  });

  it('spec 01 §9: 64 px in the overlay size', () => {
    const { container } = render(<Avatar name="Ada" src="/img/ada.jpg" size={64} />);
    expect(container.querySelector('img')?.getAttribute('height')).toBe('64');
  });

  it('without a picture shows the initial, upper-cased, hidden from assistive tech', () => {
    const { container } = render(<Avatar name="  grace" src={null} size={48} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.tagName).toBe('SPAN');
    expect(el.getAttribute('data-initial')).toBe('G');
    // drawn by CSS: no text for a link's visible label (WCAG 2.5.3)
    expect(el.textContent).toBe('');
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.style.width).toBe('48px');
  });

  it('a blank name still draws something', () => {
    const { container } = render(<Avatar name=" " src={null} />);
    expect(container.firstElementChild?.getAttribute('data-initial')).toBe('?');
  });
});
