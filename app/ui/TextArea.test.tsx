// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

afterEach(cleanup);

describe('TextArea', () => {
  it('is a native textarea posted under its name, found by its label', () => {
    render(
      <form>
        <TextArea label="About" name="about" defaultValue="I cook." hint="Tell your story." />
      </form>,
    );
    const area = screen.getByLabelText('About') as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(new FormData(area.form as HTMLFormElement).get('about')).toBe('I cook.');
    const hint = document.getElementById(area.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Tell your story.');
  });

  it('shows its error, tied to it, and is invalid', () => {
    render(<TextArea label="About" name="about" error="Too long" />);
    const area = screen.getByLabelText('About');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('counts characters against a 500 limit and turns invalid past it', () => {
    render(<TextArea label="Description" name="description" counter={{ max: 500 }} />);
    const area = screen.getByLabelText('Description');
    expect(screen.getByText(/^0\/500/)).toBeTruthy();
    fireEvent.change(area, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText(/^501\/500/)).toBeTruthy();
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });

  it('grows to its content when asked, where CSS cannot do it', () => {
    render(<TextArea label="Note" name="note" autoGrow />);
    const area = screen.getByLabelText('Note') as HTMLTextAreaElement;
    Object.defineProperty(area, 'scrollHeight', { configurable: true, value: 180 });
    fireEvent.input(area, { target: { value: 'a\nb\nc\nd\ne\nf' } });
    expect(area.style.height).toBe('180px');
  });

  it('keeps its own height when not asked to grow', () => {
    render(<TextArea label="Note" name="note" />);
    const area = screen.getByLabelText('Note') as HTMLTextAreaElement;
    Object.defineProperty(area, 'scrollHeight', { configurable: true, value: 180 });
    fireEvent.input(area, { target: { value: 'a\nb\nc' } });
    expect(area.style.height).toBe('');
  });
});
