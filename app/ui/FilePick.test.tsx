// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePick } from './FilePick';

afterEach(cleanup);

describe('FilePick', () => {
  it('one control: the button, named like the action; the hint describes it', () => {
    const { getByRole, getAllByRole, getByText } = render(
      <FilePick
        label="Choose your export file"
        file={null}
        onChange={() => {}}
        hint="HTML, up to 50 MB"
      />,
    );
    const button = getByRole('button', { name: 'Choose your export file' });
    expect(getAllByRole('button')).toHaveLength(1);
    expect(getByText('No file chosen')).toBeTruthy();
    const hint = getByText('HTML, up to 50 MB');
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('gives the chosen file and shows its name', () => {
    const onChange = vi.fn();
    const file = new File(['<html>'], 'pinterest.html', { type: 'text/html' });
    const { container, rerender, getByText } = render(
      <FilePick label="Choose" accept=".html" file={null} onChange={onChange} />,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.html');
    expect(input.tabIndex).toBe(-1);
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChange).toHaveBeenCalledWith(file);
    rerender(<FilePick label="Choose" file={file} onChange={onChange} />);
    expect(getByText('pinterest.html')).toBeTruthy();
  });
});
