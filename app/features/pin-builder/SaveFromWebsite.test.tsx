// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveFromWebsite } from './SaveFromWebsite';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGE = {
  url: 'https://example.com/soup',
  title: 'Tomato soup',
  pictures: [
    { url: 'https://example.com/a.jpg', width: 1200, height: 800, alt: 'Soup', dataUrl: 'data:,' },
    { url: 'https://example.com/b.jpg', width: 600, height: 600, alt: '', dataUrl: 'data:,' },
  ],
};

function answer(body: unknown, status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ resource_response: body }, { status })),
  );
}

function renderIt(onPick = vi.fn()) {
  render(
    <MemoryRouter>
      <SaveFromWebsite onPick={onPick} />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('Page address'), { target: { value: PAGE.url } });
  fireEvent.click(screen.getByRole('button', { name: 'Find pictures' }));
  return onPick;
}

describe('Save from a website (decision 051)', () => {
  it("lists the page's pictures with their sizes; choosing one hands it over with the page", async () => {
    answer({ data: PAGE, error: null }, 200);
    const onPick = renderIt();
    const first = await screen.findByRole('button', {
      name: 'Save picture 1 of 2: Soup (1200 × 800)',
    });
    expect(screen.getByRole('heading', { name: /example.com \(2\)/ })).toBeTruthy();
    fireEvent.click(first);
    expect(onPick).toHaveBeenCalledWith(PAGE.pictures[0], PAGE);
    expect(screen.queryByRole('button', { name: /Save picture/ })).toBeNull();
  });

  it("shows the server's readable error on the field", async () => {
    answer(
      { data: null, error: { code: 'forbidden', message: 'That website asks…', http_status: 403 } },
      403,
    );
    renderIt();
    expect(await screen.findByText('That website asks…')).toBeTruthy();
  });

  it('links to the bookmarklet page', () => {
    answer({ data: PAGE, error: null }, 200);
    renderIt();
    const link = screen.getByRole('link', { name: 'Get the Tessera bookmarklet' });
    expect(link.getAttribute('href')).toBe('/about/bookmarklet');
  });
});
