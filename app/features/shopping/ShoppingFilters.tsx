import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import {
  activeFilterCount,
  type ShoppingFilters as Filters,
  parseDecimalPrice,
  SHOPPING_SORTS,
  type ShoppingSort,
  shoppingQuery,
} from '#domain/shopping/shopping';
import { Button, ButtonLink } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { useT } from '../../ui/i18n';
import { Select } from '../../ui/Select';
import { Sheet } from '../../ui/Sheet';
import { TextField } from '../../ui/TextField';
import s from './Shopping.module.css';
import '../../lib/texts/discover';

interface Props {
  /** the category's address without a query: where the form sends and Clear leads */
  basePath: string;
  filters: Filters;
  brands: readonly string[];
}

/** The form's fields as filters; a price that does not parse is kept as typed for the server to refuse. */
function queryOf(form: HTMLFormElement): string {
  const fd = new FormData(form);
  const text = (k: string) => String(fd.get(k) ?? '').trim();
  const q = new URLSearchParams(
    shoppingQuery({
      inStock: fd.get('in_stock') === '1',
      freeShipping: fd.get('free_shipping') === '1',
      brand: text('brand') || null,
      sort: (text('sort') || 'newest') as ShoppingSort,
    }).slice(1),
  );
  for (const k of ['min_price', 'max_price']) {
    const v = text(k);
    if (v !== '') q.set(k, parseDecimalPrice(v) === null ? v : String(parseDecimalPrice(v)));
  }
  // keep the order of the url the server writes: prices first
  const ordered = new URLSearchParams();
  for (const k of ['min_price', 'max_price', 'in_stock', 'free_shipping', 'brand', 'sort']) {
    const v = q.get(k);
    if (v !== null) ordered.set(k, v);
  }
  const str = ordered.toString();
  return str ? `?${str}` : '';
}

/**
 * The fields follow the url when it changes under them (Clear filters, Back) without being
 * mounted again, so the control a keyboard user just ticked keeps its focus.
 */
function useFieldsFollow(form: React.RefObject<HTMLFormElement | null>, f: Filters) {
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const set = (name: string, value: string) => {
      const field = el.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
        field.value = value;
      }
    };
    const tick = (name: string, on: boolean) => {
      const field = el.elements.namedItem(name);
      if (field instanceof HTMLInputElement) field.checked = on;
    };
    set('min_price', f.minPrice === null ? '' : String(f.minPrice));
    set('max_price', f.maxPrice === null ? '' : String(f.maxPrice));
    tick('in_stock', f.inStock);
    tick('free_shipping', f.freeShipping);
    set('brand', f.brand ?? '');
    set('sort', f.sort);
  }, [form, f]);
}

function FilterFields({ filters, brands, basePath, onDone }: Props & { onDone?: () => void }) {
  const tr = useT();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  useFieldsFollow(formRef, filters);
  const submit = (form: HTMLFormElement) => {
    onDone?.();
    navigate(`${basePath}${queryOf(form)}`, { preventScrollReset: true });
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submit(e.currentTarget);
  };
  // a tick or a choice applies at once; prices apply with Enter or the Apply button
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const t = e.target as HTMLElement;
    if (onDone) return;
    if (
      t instanceof HTMLSelectElement ||
      (t instanceof HTMLInputElement && t.type === 'checkbox')
    ) {
      submit(e.currentTarget);
    }
  };
  const brandOptions = [
    { value: '', label: tr('shopping.anyBrand') },
    ...brands.map((b) => ({ value: b, label: b })),
  ];
  if (filters.brand && !brands.includes(filters.brand)) {
    brandOptions.push({ value: filters.brand, label: filters.brand });
  }
  return (
    <Form
      ref={formRef}
      method="get"
      action={basePath}
      className={s.form}
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label={tr('shopping.filterProducts')}
    >
      <fieldset className={s.priceRange}>
        <legend className={s.legend}>{tr('shopping.price')}</legend>
        <TextField
          name="min_price"
          label={tr('shopping.lowest')}
          inputMode="decimal"
          placeholder={tr('shopping.min')}
          defaultValue={filters.minPrice === null ? '' : String(filters.minPrice)}
        />
        <TextField
          name="max_price"
          label={tr('shopping.highest')}
          inputMode="decimal"
          placeholder={tr('shopping.max')}
          defaultValue={filters.maxPrice === null ? '' : String(filters.maxPrice)}
        />
      </fieldset>
      <div className={s.checks}>
        <Checkbox
          name="in_stock"
          value="1"
          label={tr('shopping.inStock')}
          defaultChecked={filters.inStock}
        />
        <Checkbox
          name="free_shipping"
          value="1"
          label={tr('shopping.freeShipping')}
          defaultChecked={filters.freeShipping}
        />
      </div>
      <div className={s.selects}>
        <Select
          name="brand"
          label={tr('shopping.brand')}
          options={brandOptions}
          defaultValue={filters.brand ?? ''}
        />
        <Select
          name="sort"
          label={tr('shopping.sortBy')}
          options={SHOPPING_SORTS.map((v) => ({ value: v, label: tr(`shopping.sort.${v}`) }))}
          defaultValue={filters.sort}
        />
      </div>
      <div className={s.formActions}>
        <Button type="submit" variant="primary">
          {tr('shopping.apply')}
        </Button>
        {activeFilterCount(filters) > 0 || filters.sort !== 'newest' ? (
          <ButtonLink to={basePath} variant="tertiary" preventScrollReset onClick={onDone}>
            {tr('shopping.clear')}
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * The shopping category's filters (M-059), all in the url so reload, Back and shared links keep
 * them: a row above the grid on wide screens; on a phone a Filters button opens them in a sheet.
 * Without scripts the form is a plain GET form.
 */
export function ShoppingFilters(props: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(props.filters);
  return (
    <>
      <div className={s.inline}>
        <FilterFields {...props} />
      </div>
      <div className={s.phoneBar}>
        <Button variant="secondary" iconStart="settings" onClick={() => setOpen(true)}>
          {active > 0 ? t('shopping.filtersN', { count: active }) : t('shopping.filters')}
        </Button>
        <Sheet open={open} onOpenChange={setOpen} title={t('shopping.filters')} variant="slideUp">
          <FilterFields {...props} onDone={() => setOpen(false)} />
        </Sheet>
      </div>
    </>
  );
}
