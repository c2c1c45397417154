import {
  TARGET_PREDICATES,
  TARGET_ROUTES,
  type Targeting,
} from '#domain/experiences/experience-data';
import { EXPERIENCE_TYPE_NAMES } from '#domain/experiences/experiences';

/**
 * Issue 14: the authoring form's fields and their translation to the shape an author writes
 * (experienceInputSchema), which the server checks. Only what a form cannot say (JSON, numbers)
 * is refused here; every other rule is the schema's, reported by path.
 */

/** One problem at the path of the field it is about (`display_data.title`, `targeting.routes`). */
export interface FormIssue {
  path: string;
  message: string;
}

/** An experience as the pages receive it (the service's answer, as JSON). */
export interface ExperienceView {
  id: number;
  name: string;
  type: number;
  type_name: string;
  placement_ids: number[];
  display_data: Record<string, unknown>;
  triggerable_placed_exps: string[];
  targeting: Targeting;
  priority: number;
  starts_at: string | null;
  ends_at: string | null;
  frequency_cap: number | null;
  holdout_percent: number;
  state: 'draft' | 'active' | 'paused';
  updated_at: string;
  counts: { viewed: number; completed: number; dismissed: number };
}

export const TYPE_OPTIONS = Object.entries(EXPERIENCE_TYPE_NAMES).map(([value, label]) => ({
  value,
  label: `${value} · ${label}`,
}));
export const ROUTE_CHOICES = TARGET_ROUTES;
export const PREDICATE_CHOICES = TARGET_PREDICATES;
export const AUDIENCE_OPTIONS = [
  { value: 'all', label: 'Everyone' },
  { value: 'signed_in', label: 'Signed-in people' },
  { value: 'visitor', label: 'Visitors' },
];
export const NEWNESS_OPTIONS = [
  { value: 'any', label: 'New and returning' },
  { value: 'new', label: 'New (first 28 days)' },
  { value: 'returning', label: 'Returning' },
];
export const TRISTATE_OPTIONS = [
  { value: 'any', label: 'Either' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The form's fields as strings (many-valued ones joined with commas): what it re-renders from. */
export type FormFields = Record<string, string>;

function list(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);
}

function tristate(v: boolean | undefined): string {
  return v === undefined ? 'any' : v ? 'yes' : 'no';
}

/** A stored experience as the form's fields. */
export function fieldsOf(e: ExperienceView): FormFields {
  const t = e.targeting;
  return {
    id: String(e.id),
    name: e.name,
    type: String(e.type),
    placement_ids: e.placement_ids.join(', '),
    display_data: JSON.stringify(e.display_data, null, 2),
    triggerable_placed_exps: e.triggerable_placed_exps.join(', '),
    audience: t.audience ?? 'all',
    routes: (t.routes ?? []).join(','),
    countries: (t.countries ?? []).join(', '),
    locales: (t.locales ?? []).join(', '),
    newness: t.newness ?? 'any',
    has_boards: tristate(t.has_boards),
    is_partner: tristate(t.is_partner),
    predicates: (t.predicates ?? []).join(','),
    triggered_only: t.triggered_only ? 'on' : '',
    priority: String(e.priority),
    starts_at: e.starts_at ?? '',
    ends_at: e.ends_at ?? '',
    frequency_cap: e.frequency_cap === null ? '' : String(e.frequency_cap),
    holdout_percent: String(e.holdout_percent),
    state: e.state,
  };
}

/** A new experience's fields: a draft toast for everyone at the home page's 1000503. */
export const NEW_FIELDS: FormFields = {
  id: '',
  name: '',
  type: '10',
  placement_ids: '1000503',
  display_data: '{\n  "text": ""\n}',
  triggerable_placed_exps: '',
  audience: 'all',
  routes: '',
  countries: '',
  locales: '',
  newness: 'any',
  has_boards: 'any',
  is_partner: 'any',
  predicates: '',
  triggered_only: '',
  priority: '0',
  starts_at: '',
  ends_at: '',
  frequency_cap: '',
  holdout_percent: '0',
  state: 'draft',
};

/** The posted form's fields, many-valued ones joined, as the form re-renders them. */
export function readFields(form: FormData): FormFields {
  const out: FormFields = {};
  for (const key of Object.keys(NEW_FIELDS)) {
    const all = form.getAll(key).filter((v): v is string => typeof v === 'string');
    out[key] = key === 'routes' || key === 'predicates' ? all.join(',') : (all[0] ?? '');
  }
  return out;
}

function wholeNumber(
  f: FormFields,
  key: string,
  issues: FormIssue[],
  empty: number | null | undefined,
): number | null | undefined {
  const raw = (f[key] ?? '').trim();
  if (raw === '') return empty;
  const n = Number(raw);
  if (!Number.isInteger(n)) {
    issues.push({ path: key, message: 'Write a whole number.' });
    return undefined;
  }
  return n;
}

/**
 * The fields as the input an author writes. `issues` holds what could not be read at all (bad
 * JSON, a word where a number goes); the server checks the rest.
 */
export function inputOf(f: FormFields): { input: Record<string, unknown>; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  let displayData: unknown = {};
  if ((f.display_data ?? '').trim()) {
    try {
      displayData = JSON.parse(f.display_data ?? '');
    } catch (e) {
      issues.push({
        path: 'display_data',
        message: `This is not JSON: ${e instanceof Error ? e.message : String(e)}`,
      });
    }
  }
  const placementIds = list(f.placement_ids ?? '').map((p) => {
    const n = Number(p);
    if (!Number.isInteger(n))
      issues.push({ path: 'placement_ids', message: `“${p}” is not a placement id.` });
    return n;
  });
  const targeting: Record<string, unknown> = {
    audience: f.audience || 'all',
    newness: f.newness || 'any',
  };
  const many = (key: string, upper = false) => {
    const v = list(f[key] ?? '').map((x) => (upper ? x.toUpperCase() : x));
    if (v.length) targeting[key] = v;
  };
  many('routes');
  many('countries', true);
  many('locales');
  many('predicates');
  for (const key of ['has_boards', 'is_partner']) {
    if (f[key] === 'yes') targeting[key] = true;
    if (f[key] === 'no') targeting[key] = false;
  }
  if (f.triggered_only) targeting.triggered_only = true;
  const input: Record<string, unknown> = {
    name: f.name ?? '',
    type: wholeNumber(f, 'type', issues, undefined),
    placement_ids: placementIds,
    display_data: displayData,
    triggerable_placed_exps: list(f.triggerable_placed_exps ?? ''),
    targeting,
    priority: wholeNumber(f, 'priority', issues, 0),
    starts_at: (f.starts_at ?? '').trim() || null,
    ends_at: (f.ends_at ?? '').trim() || null,
    frequency_cap: wholeNumber(f, 'frequency_cap', issues, null),
    holdout_percent: wholeNumber(f, 'holdout_percent', issues, 0),
    state: f.state || 'draft',
  };
  const id = wholeNumber(f, 'id', issues, undefined);
  if (id !== undefined && id !== null) input.id = id;
  return { input, issues };
}

/** Where a path's message shows: the field it starts with (`targeting.routes.0` → `routes`). */
export function fieldOfPath(path: string): string {
  const [head, next] = path.split('.');
  if (head === 'targeting' && next) return next;
  return head || 'form';
}
