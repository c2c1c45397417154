import { describe, expect, it } from 'vitest';
import { shellStylesheets } from './merge-shell-css.mjs';

describe('shellStylesheets (issue 12: one stylesheet for what every page loads)', () => {
  it('walks static imports depth first from each entry, in React Router order, each sheet once', () => {
    const chunks = {
      'entry.js': { imports: ['runtime.js'], css: [] },
      'runtime.js': { imports: [], css: [] },
      'root.js': { imports: ['Button.js', 'Header.js'], css: ['root.css'] },
      'Button.js': { imports: ['Spinner.js'], css: ['Button.css'] },
      'Spinner.js': { imports: [], css: ['Spinner.css'] },
      'Header.js': { imports: ['Button.js', 'Avatar.js'], css: ['Header.css'] },
      'Avatar.js': { css: ['Avatar.css'] },
      'home.js': { imports: ['Grid.js', 'Button.js'], css: [] },
      'Grid.js': { imports: [], css: ['Grid.css', 'Button.css'] },
      'Lazy.js': { imports: [], css: ['Lazy.css'] },
    };
    expect(shellStylesheets(chunks, ['entry.js', 'root.js', 'home.js'])).toEqual([
      'root.css',
      'Button.css',
      'Spinner.css',
      'Header.css',
      'Avatar.css',
      'Grid.css',
    ]);
  });

  it('ignores files it does not know and import cycles', () => {
    const chunks = {
      'a.js': { imports: ['b.js', 'missing.js'], css: ['a.css'] },
      'b.js': { imports: ['a.js'], css: ['b.css'] },
    };
    expect(shellStylesheets(chunks, ['a.js'])).toEqual(['a.css', 'b.css']);
  });
});
