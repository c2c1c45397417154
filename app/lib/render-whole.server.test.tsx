import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWhole } from './render-whole.server';

function Page({ long }: { long: string }) {
  return (
    <main>
      <p>Déjà vu 🎉</p>
      {Array.from({ length: 400 }, (_, i) => (
        <span key={String(i)}>item {i} · </span>
      ))}
      <p>{long}</p>
    </main>
  );
}

function render(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        renderWhole(pipe).then(resolve, reject);
      },
      onShellError: reject,
    });
  });
}

describe('renderWhole (issue 32: a page written whole into one buffer)', () => {
  it('joins every chunk React writes, views and long strings, in order and whole', async () => {
    // over 4 KB of markup (several views) and a string long enough that React writes it as is
    const long = `${'é'.repeat(3000)} and the end`;
    const html = (await render(<Page long={long} />)).toString('utf8');
    expect(html.startsWith('<main><p>Déjà vu 🎉</p><span>item <!-- -->0<!-- --> · </span>')).toBe(
      true,
    );
    expect(html).toContain('<span>item <!-- -->399<!-- --> · </span>');
    expect(html).toContain(`<p>${long}</p>`);
    expect(html.endsWith('</main>')).toBe(true);
    expect(Buffer.byteLength(html)).toBeGreaterThan(3 * 4096);
  });

  it('a failed render rejects instead of answering half a page', async () => {
    await expect(
      renderWhole((destination) => {
        destination.write('<main>');
        (destination as unknown as { destroy(e: Error): void }).destroy(new Error('boom'));
      }),
    ).rejects.toThrow('boom');
  });
});
