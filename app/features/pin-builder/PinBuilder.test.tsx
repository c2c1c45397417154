// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaveLinkPrefill } from '#domain/pins/save-link';
import { viewerFor } from '../../../tests/fixtures/pins';
import { ViewerProvider } from '../../lib/viewer-context';
import { ToastProvider } from '../../ui/Toast';
import { TooltipProvider } from '../../ui/Tooltip';
import { PinBuilder } from './PinBuilder';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SIGNATURE = 'a'.repeat(32);
const ADDRESS = 'https://cdn.example.com/soup.jpg';

function envelope(data: unknown, status = 200) {
  return Response.json({ resource_response: { data, bookmark: null, error: null } }, { status });
}

describe('pin builder: a picture from a web address', () => {
  it('never loads the outside address (the CSP blocks it): the preview is the picture the server fetched and stored', async () => {
    let answer: (r: Response) => void = () => {};
    const uploaded = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('/v3/pins/uploads/')) return uploaded;
        return envelope([]);
      }),
    );
    const { container } = render(
      <MemoryRouter>
        <ViewerProvider viewer={viewerFor('user')} origin="http://tessera.test">
          <TooltipProvider>
            <ToastProvider>
              <PinBuilder />
            </ToastProvider>
          </TooltipProvider>
        </ViewerProvider>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('or save from a URL'), { target: { value: ADDRESS } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText(ADDRESS);
    const sources = () => [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(sources()).not.toContain(ADDRESS);

    answer(
      envelope({
        imageSignature: SIGNATURE,
        width: 600,
        height: 800,
        dominantColor: '#c0392b',
        duplicate: null,
      }),
    );
    await waitFor(() => expect(sources()).toContain(`/img/474x/${SIGNATURE}.jpg`));
    expect(sources()).not.toContain(ADDRESS);
  });
});

describe('pin builder: a site’s save link (issue 35, /pin/create/button/)', () => {
  function renderWith(prefill: SaveLinkPrefill) {
    return render(
      <MemoryRouter>
        <ViewerProvider viewer={viewerFor('user')} origin="http://tessera.test">
          <TooltipProvider>
            <ToastProvider>
              <PinBuilder prefill={prefill} />
            </ToastProvider>
          </TooltipProvider>
        </ViewerProvider>
      </MemoryRouter>,
    );
  }

  it('fetches the site’s picture at once, once, with its page as the link and its description', async () => {
    const uploads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('/v3/pins/uploads/')) {
          uploads.push(String(init?.body));
          return envelope({
            imageSignature: SIGNATURE,
            width: 600,
            height: 800,
            dominantColor: '#c0392b',
            duplicate: null,
          });
        }
        return envelope([]);
      }),
    );
    renderWith({
      media: ADDRESS,
      link: 'https://example.com/soup',
      description: 'Tomato soup',
      problem: null,
    });
    await screen.findByText(ADDRESS);
    expect((screen.getByLabelText(/Destination link/i) as HTMLInputElement).value).toBe(
      'https://example.com/soup',
    );
    expect((screen.getByLabelText(/Description/) as HTMLTextAreaElement).value).toBe('Tomato soup');
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(JSON.parse(uploads[0] ?? '{}').url).toBe(ADDRESS);
  });

  it('without a picture it says so, and the first picture added gets the page and description', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Promise<Response>(() => {})),
    );
    renderWith({
      media: null,
      link: 'https://example.com/soup',
      description: 'Tomato soup',
      problem: 'builder.noPictureFromSite',
    });
    expect(screen.getByText(/didn’t say which picture to save/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('or save from a URL'), { target: { value: ADDRESS } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText(ADDRESS);
    expect((screen.getByLabelText(/Description/) as HTMLTextAreaElement).value).toBe('Tomato soup');
  });
});

describe('pin builder: pictures from the share sheet (decision 065)', () => {
  it('opens with each shared picture uploaded, the shared fields filled, and says what was left out', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Promise<Response>(() => {})),
    );
    const picture = { width: 30, height: 40, dominantColor: '#aabbcc' };
    render(
      <MemoryRouter>
        <ViewerProvider viewer={viewerFor('user')} origin="http://tessera.test">
          <TooltipProvider>
            <ToastProvider>
              <PinBuilder
                shared={{
                  pictures: [
                    { imageSignature: 'b'.repeat(32), ...picture },
                    { imageSignature: 'c'.repeat(32), ...picture },
                  ],
                  problems: ['builder.shareProblem.empty'],
                  title: 'Soups',
                  description: 'Two soups',
                  link: 'https://example.com/soups',
                }}
              />
            </ToastProvider>
          </TooltipProvider>
        </ViewerProvider>
      </MemoryRouter>,
    );
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
    const links = screen.getAllByLabelText('Destination link') as HTMLInputElement[];
    expect(links.map((l) => l.value)).toEqual([
      'https://example.com/soups',
      'https://example.com/soups',
    ]);
    expect(screen.getByText('One shared file was empty.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish all (2)' })).toBeTruthy();
  });
});
