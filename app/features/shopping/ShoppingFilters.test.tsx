// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { parseShoppingFilters } from '#domain/shopping/shopping';
import { ShoppingFilters } from './ShoppingFilters';

afterEach(cleanup);

const BASE = '/shopping/home-decor/1004/';

function Page() {
  const [params] = useSearchParams();
  const location = useLocation();
  const parsed = parseShoppingFilters(params);
  if (!parsed.ok) return <p>{parsed.error.id}</p>;
  return (
    <>
      <ShoppingFilters basePath={BASE} filters={parsed.filters} brands={['Fern', 'Kiln']} />
      <p data-testid="at">{location.search}</p>
    </>
  );
}

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: '/shopping/:category/:id', Component: Page }]);
  render(<Stub initialEntries={[url]} />);
}

function at(): string {
  return screen.getByTestId('at').textContent ?? '';
}

describe('ShoppingFilters (M-059 filters in the url)', () => {
  it('shows the filters of the url, labelled', async () => {
    renderAt(`${BASE}?min_price=10&free_shipping=1&brand=Kiln&sort=price_desc`);
    const min = (await screen.findAllByLabelText('Lowest price'))[0] as HTMLInputElement;
    expect(min.value).toBe('10');
    expect((screen.getAllByLabelText('Free shipping')[0] as HTMLInputElement).checked).toBe(true);
    expect((screen.getAllByLabelText('In stock only')[0] as HTMLInputElement).checked).toBe(false);
    expect((screen.getAllByLabelText('Brand')[0] as HTMLSelectElement).value).toBe('Kiln');
    expect((screen.getAllByLabelText('Sort by')[0] as HTMLSelectElement).value).toBe('price_desc');
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Clear filters' })[0]?.getAttribute('href')).toBe(
      BASE,
    );
  });

  it('a tick applies at once; prices apply with the form, in a clean url', async () => {
    renderAt(BASE);
    const stock = (await screen.findAllByLabelText('In stock only'))[0] as HTMLInputElement;
    fireEvent.click(stock);
    await screen.findByText('?in_stock=1');
    const max = screen.getAllByLabelText('Highest price')[0] as HTMLInputElement;
    fireEvent.change(max, { target: { value: ' 49.5 ' } });
    fireEvent.submit(max.form as HTMLFormElement);
    await screen.findByText('?max_price=49.5&in_stock=1');
    expect(at()).toBe('?max_price=49.5&in_stock=1');
  });

  it('no filters: no Clear link, and the fields follow the url back to empty', async () => {
    renderAt(`${BASE}?in_stock=1`);
    fireEvent.click(
      (await screen.findAllByRole('link', { name: 'Clear filters' }))[0] as HTMLElement,
    );
    await waitFor(() => expect(at()).toBe(''));
    expect(screen.queryAllByRole('link', { name: 'Clear filters' })).toHaveLength(0);
    expect((screen.getAllByLabelText('In stock only')[0] as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });
});
