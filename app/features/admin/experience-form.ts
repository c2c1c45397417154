import {
  TARGET_PREDICATES,
  TARGET_ROUTES,
  type Targeting,
} from '#domain/experiences/experience-data';
import { EXPERIENCE_TYPE_NAMES, type ExperienceType } from '#domain/experiences/experiences';
import type { MessageId } from '#domain/i18n/catalogs/en';
import '../../lib/texts/admin';

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

/** One option of a choice: its value and the id of the words it shows (decision 064). */
export interface ChoiceOf {
  value: string;
  label: MessageId;
}

/** Each experience type's name as the employees read it (EXPERIENCE_TYPE_NAMES in English). */
export const TYPE_LABEL: Record<ExperienceType, MessageId> = {
  0: 'admin.exp.t.0',
  5: 'admin.exp.t.5',
  8: 'admin.exp.t.8',
  10: 'admin.exp.t.10',
  26: 'admin.exp.t.26',
  27: 'admin.exp.t.27',
  28: 'admin.exp.t.28',
  29: 'admin.exp.t.29',
};

/** A type's name in the page's language, or "Type 12" for one this version does not know. */
export function typeName(say: Say, type: number): string {
  const id = TYPE_LABEL[type as ExperienceType];
  return id ? say(id) : say('admin.exp.typeOf', { type });
}

export const TYPE_VALUES = Object.keys(EXPERIENCE_TYPE_NAMES);
export const ROUTE_CHOICES = TARGET_ROUTES;
export const PREDICATE_CHOICES = TARGET_PREDICATES;
export const PREDICATE_LABEL: Record<(typeof PREDICATE_CHOICES)[number], MessageId> = {
  has_saved_a_pin: 'admin.exp.p.has_saved_a_pin',
  has_no_saved_pin: 'admin.exp.p.has_no_saved_pin',
  has_created_a_pin: 'admin.exp.p.has_created_a_pin',
  has_no_created_pin: 'admin.exp.p.has_no_created_pin',
  has_followers: 'admin.exp.p.has_followers',
  is_employee: 'admin.exp.p.is_employee',
};
export const AUDIENCE_OPTIONS: readonly ChoiceOf[] = [
  { value: 'all', label: 'admin.exp.everyone' },
  { value: 'signed_in', label: 'admin.exp.signedIn' },
  { value: 'visitor', label: 'admin.exp.visitors' },
];
export const NEWNESS_OPTIONS: readonly ChoiceOf[] = [
  { value: 'any', label: 'admin.exp.anyNewness' },
  { value: 'new', label: 'admin.exp.newPeople' },
  { value: 'returning', label: 'admin.exp.returning' },
];
export const TRISTATE_OPTIONS: readonly ChoiceOf[] = [
  { value: 'any', label: 'admin.exp.either' },
  { value: 'yes', label: 'admin.exp.yes' },
  { value: 'no', label: 'admin.exp.no' },
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

/** Says one text in the language of whoever reads the answer (the server's `text`). */
export type Say = (id: MessageId, values?: Record<string, unknown>) => string;

function wholeNumber(
  say: Say,
  f: FormFields,
  key: string,
  issues: FormIssue[],
  empty: number | null | undefined,
): number | null | undefined {
  const raw = (f[key] ?? '').trim();
  if (raw === '') return empty;
  const n = Number(raw);
  if (!Number.isInteger(n)) {
    issues.push({ path: key, message: say('admin.exp.wholeNumber') });
    return undefined;
  }
  return n;
}

/**
 * The fields as the input an author writes. `issues` holds what could not be read at all (bad
 * JSON, a word where a number goes); the server checks the rest.
 */
export function inputOf(
  f: FormFields,
  say: Say,
): { input: Record<string, unknown>; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  let displayData: unknown = {};
  if ((f.display_data ?? '').trim()) {
    try {
      displayData = JSON.parse(f.display_data ?? '');
    } catch (e) {
      issues.push({
        path: 'display_data',
        message: say('admin.exp.notJson', { error: e instanceof Error ? e.message : String(e) }),
      });
    }
  }
  const placementIds = list(f.placement_ids ?? '').map((p) => {
    const n = Number(p);
    if (!Number.isInteger(n))
      issues.push({ path: 'placement_ids', message: say('admin.exp.notPlacement', { value: p }) });
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
    type: wholeNumber(say, f, 'type', issues, undefined),
    placement_ids: placementIds,
    display_data: displayData,
    triggerable_placed_exps: list(f.triggerable_placed_exps ?? ''),
    targeting,
    priority: wholeNumber(say, f, 'priority', issues, 0),
    starts_at: (f.starts_at ?? '').trim() || null,
    ends_at: (f.ends_at ?? '').trim() || null,
    frequency_cap: wholeNumber(say, f, 'frequency_cap', issues, null),
    holdout_percent: wholeNumber(say, f, 'holdout_percent', issues, 0),
    state: f.state || 'draft',
  };
  const id = wholeNumber(say, f, 'id', issues, undefined);
  if (id !== undefined && id !== null) input.id = id;
  return { input, issues };
}

/** Where a path's message shows: the field it starts with (`targeting.routes.0` → `routes`). */
export function fieldOfPath(path: string): string {
  const [head, next] = path.split('.');
  if (head === 'targeting' && next) return next;
  return head || 'form';
}
