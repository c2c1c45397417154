// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pulsar } from './Pulsar';

afterEach(cleanup);

describe('Pulsar', () => {
  it('is a named button that reports a press', () => {
    const onPress = vi.fn();
    render(<Pulsar label="Show tip" onPress={onPress} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show tip' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('says when it is paused and whether its tip is showing', () => {
    render(<Pulsar label="Show tip" paused expanded />);
    const button = screen.getByRole('button', { name: 'Show tip' });
    expect(button.hasAttribute('data-paused')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('sits inside the top right corner of an element of the page, outside the tree that renders it', () => {
    const target = document.createElement('button');
    target.getBoundingClientRect = () => new DOMRect(100, 40, 60, 20);
    document.body.append(target);
    const { container } = render(<Pulsar label="Show tip" anchor={target} />);
    const button = screen.getByRole('button', { name: 'Show tip' });
    expect(container.contains(button)).toBe(false);
    expect(button.style.top).toBe('46px');
    expect(button.style.left).toBe('154px');
    target.remove();
  });
});
