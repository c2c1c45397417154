import { z } from 'zod';
import { safeNextPath } from '../sharing/safe-next.ts';
import { EXPERIENCE_TYPE_IDS, renderProblem } from './experiences.ts';

/**
 * Decision 064: the schemas' own messages are catalog ids (`errors.experiences.…`, and a render
 * problem's `admin.expProblem.…` with its values in the issue's params); the server says them in
 * the request's language (services/platform/zod-i18n.ts), the CLI in English.
 */

/**
 * The shapes an author may store (issue 14): display_data of every field family of spec 02 §3,
 * targeting, and the experience itself. The server checks imports, authoring and the API's
 * extra_context against these; the client trusts what the server sends and checks only the
 * rules of spec 02 §5 (`renderProblem`).
 */

const TEXT_MAX = 2000;
const text = () => z.string().max(TEXT_MAX);

/**
 * a link an experience may carry: a path of this site, as `safeNextPath` reads one (a browser
 * reads a backslash after the slash as another site), or an http(s) address; never javascript:
 */
export const experienceHref = z
  .string()
  .max(2048)
  .refine(
    (v) => (v.startsWith('/') && safeNextPath(v, '') === v) || /^https?:\/\/[^\s/]+/i.test(v),
    'errors.experiences.link',
  );

const action = z.object({
  label: text(),
  accessibilityLabel: text().optional(),
  href: experienceHref,
});
const button = z.object({
  text: text().optional(),
  url: experienceHref.optional(),
  hideDismissButton: z.boolean().optional(),
});
const direction = z.enum(['up', 'down', 'left', 'right']);
const selector = z
  .string()
  .max(200)
  .regex(/^[\w\-#.[\]="' :>(),/]+$/, 'errors.experiences.anchor');
const dimension = z.number().int().min(1).max(4000);

export const displayDataSchema = z
  .object({
    // callouts (M-137)
    type: z.enum(['error-callout', 'info-callout', 'warning-callout', 'upsell']).optional(),
    message: text().optional(),
    title: text().optional(),
    link: z
      .union([z.object({ href: experienceHref, text: text().optional() }), experienceHref])
      .optional(),
    primaryAction: action.optional(),
    secondaryAction: action.optional(),
    // components (M-138)
    component_type: z.union([z.literal(1), z.literal(3)]).optional(),
    delay: z.number().min(0).max(60).optional(),
    delay_in_millis: z.number().int().min(0).max(60_000).optional(),
    anchor: selector.optional(),
    complete_on_hover: z.boolean().optional(),
    skipComplete: z.boolean().optional(),
    pulserOnly: z.boolean().optional(),
    // tooltip (M-139)
    tooltip: z
      .object({
        mainText: text(),
        confirmButtonText: text().optional(),
        cancelButtonText: text().optional(),
        idealDirection: direction.optional(),
      })
      .optional(),
    // buttons (M-140)
    complete_button: button.optional(),
    dismiss_button: button.optional(),
    // media (M-141)
    body: text().optional(),
    image: z
      .object({
        url: experienceHref,
        imageAlt: text().optional(),
        width: dimension.optional(),
        height: dimension.optional(),
        dominantColor: z.tuple([z.number(), z.number(), z.number()]).optional(),
      })
      .optional(),
    video: z
      .object({
        url: experienceHref,
        metadata: z
          .object({
            thumbnail: experienceHref.optional(),
            width: dimension.optional(),
            height: dimension.optional(),
          })
          .optional(),
      })
      .optional(),
    // texts (M-142)
    title_text: text().optional(),
    subtitle_text: text().optional(),
    detailed_text: text().optional(),
    buttons: z
      .array(z.object({ text: text(), uri: experienceHref }))
      .max(4)
      .optional(),
    // survey (M-143)
    anket: z.boolean().optional(),
    action_trigger: z.enum(['immediate', 'on_leave']).optional(),
    // icon and toast (M-144, M-145)
    icon: z.number().int().min(1).max(38).optional(),
    iconColor: z.number().int().min(1).max(12).optional(),
    duration: z.number().int().min(1000).max(30_000).optional(),
    text: text().optional(),
    // banners (M-146)
    colors: z.array(z.string().max(40)).max(4).optional(),
    images: z.array(experienceHref).max(4).optional(),
    layouts: z.array(z.string().max(40)).max(4).optional(),
    links: z.array(experienceHref).max(4).optional(),
    linkTitles: z.array(text()).max(4).optional(),
    onCompleteRedirectUrl: experienceHref.optional(),
    onDismissRedirectUrl: experienceHref.optional(),
    canClose: z.boolean().optional(),
    external: z.boolean().optional(),
    // search delight (M-147)
    search_query_list: z.array(z.string().min(1).max(100)).max(50).optional(),
    text_colors: z.array(z.string().max(40)).max(8).optional(),
    text_background_color: z.string().max(40).optional(),
    // hero and tooltip (M-148)
    sub_text: text().optional(),
    has_pulsar: z.boolean().optional(),
    has_tooltip: z.boolean().optional(),
    thumbnail_urls: z.array(experienceHref).max(6).optional(),
    dismiss_button_text: text().optional(),
    complete_button_text: text().optional(),
    complete_button_cta_url: experienceHref.optional(),
    secondary_cta_link: experienceHref.optional(),
    disappearTime: z.number().int().min(0).max(600_000).optional(),
    scroll_to_dismiss: z.boolean().optional(),
    scroll_to_dismiss_delay_in_seconds: z.number().min(0).max(60).optional(),
    anchors_by_platform: z
      .object({ web: selector.optional(), mobile: selector.optional() })
      .optional(),
    button_text: text().optional(),
    button_uri: experienceHref.optional(),
    display_type: z.enum(['hero', 'flyout', 'banner']).optional(),
    flyout_direction: direction.optional(),
  })
  .strict();

/** Route kinds a placement can be limited to (the surfaces Tessera has). */
export const TARGET_ROUTES = [
  'home',
  'closeup',
  'board',
  'profile',
  'search',
  'settings',
  'messages',
  'any',
] as const;

/**
 * Named predicates an author may require. Each is answered on the server from the person's own
 * data (services/experiences/targeting.ts), never from what the client claims.
 */
export const TARGET_PREDICATES = [
  'has_saved_a_pin',
  'has_no_saved_pin',
  'has_created_a_pin',
  'has_no_created_pin',
  'has_followers',
  'is_employee',
] as const;

export const targetingSchema = z
  .object({
    audience: z.enum(['all', 'signed_in', 'visitor']).default('all'),
    routes: z.array(z.enum(TARGET_ROUTES)).max(TARGET_ROUTES.length).optional(),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'errors.experiences.countries'))
      .max(300)
      .optional(),
    locales: z
      .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'errors.experiences.locales'))
      .max(100)
      .optional(),
    /** new: an account (or a first visit) younger than 28 days (spec 02 §9 window) */
    newness: z.enum(['any', 'new', 'returning']).default('any'),
    has_boards: z.boolean().optional(),
    is_partner: z.boolean().optional(),
    predicates: z.array(z.enum(TARGET_PREDICATES)).max(TARGET_PREDICATES.length).optional(),
    /** served only to someone for whom another experience's trigger call named it (M-334) */
    triggered_only: z.boolean().optional(),
  })
  .strict();
export type Targeting = z.infer<typeof targetingSchema>;

const placedKey = z.string().regex(/^\d{1,15}(:|%3A)\d{1,15}$/i, 'errors.experiences.placedKey');
const isoDate = z.iso.datetime({ offset: true }).nullable().default(null);

/** One experience as an author writes it: in /admin/experiences or in `experiences import`. */
export const experienceInputSchema = z
  .object({
    id: z.number().int().min(2).max(999_999_999_999).optional(),
    name: z.string().trim().min(1, 'errors.experiences.name').max(200),
    type: z
      .number()
      .int()
      .refine((t) => EXPERIENCE_TYPE_IDS.includes(t), 'errors.experiences.unknownType'),
    placement_ids: z
      .array(z.number().int().min(1).max(999_999_999_999))
      .min(1, 'errors.experiences.placements')
      .max(20),
    display_data: displayDataSchema.default({}),
    triggerable_placed_exps: z.array(placedKey).max(20).default([]),
    targeting: targetingSchema.default({ audience: 'all', newness: 'any' }),
    priority: z.number().int().min(-1000).max(1000).default(0),
    starts_at: isoDate,
    ends_at: isoDate,
    frequency_cap: z.number().int().min(1).max(1000).nullable().default(null),
    holdout_percent: z.number().int().min(0).max(100).default(0),
    state: z.enum(['draft', 'active', 'paused']).default('draft'),
  })
  .strict()
  .superRefine((e, ctx) => {
    if (e.starts_at && e.ends_at && Date.parse(e.ends_at) <= Date.parse(e.starts_at)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: 'errors.experiences.endAfterStart',
      });
    }
    if (e.state === 'active') {
      const problem = renderProblem({
        experience_id: e.id ?? 2,
        type: e.type,
        display_data: e.display_data,
      });
      if (problem) {
        const { id, values } = problem;
        ctx.addIssue({ code: 'custom', path: ['display_data'], message: id, params: values });
      }
    }
  });
export type ExperienceInput = z.infer<typeof experienceInputSchema>;

/** extra_context a client may send: a small flat object of scalars */
export const extraContextSchema = z
  .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((o) => Object.keys(o).length <= 20, 'errors.experiences.extraContextKeys');
