import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousViewer } from '#domain/accounts/viewer';
import type { Ctx } from '#server/context';
import { experienceStatuses, placedExperiences, users } from '#server/db/schema/index';
import { DEMO_EXPERIENCES } from '#server/demo/experiences';
import { isAppError } from '#server/errors';
import {
  createExperience,
  deleteExperience,
  employeeAuthor,
  getExperience,
  listExperiences,
  SYSTEM_AUTHOR,
  setExperienceState,
  updateExperience,
} from '#server/services/experiences/authoring';
import { importExperiences } from '#server/services/experiences/import';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';

// Issue 14: the authoring service behind /admin/experiences and `tessera experiences import`.

async function refusal(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  if (!isAppError(e)) throw new Error(`expected a refusal, got ${String(e)}`);
  return { status: e.httpStatus, message: e.message, details: e.details };
}

const toast = (over: Record<string, unknown> = {}) => ({
  name: 'A toast',
  type: 10,
  placement_ids: [1000503],
  display_data: { text: 'Hello' },
  ...over,
});

describe.each(dbKinds())('experience authoring on %s', (kind) => {
  let t: TestApp;
  let ctx: Ctx;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ctx = t.tessera.systemCtx();
  });
  afterAll(() => t.close());

  function asPerson(id: number, employee: boolean): Ctx {
    return {
      ...ctx,
      viewer: { ...anonymousViewer(), isAuth: true, id: String(id), isEmployee: employee },
      session: { id: 's', userId: id },
    };
  }

  it('lets only employees author: a visitor and a person get the 404', async () => {
    for (const c of [ctx, asPerson(7, false)]) {
      expect(() => employeeAuthor(c)).toThrow(expect.objectContaining({ httpStatus: 404 }));
    }
    expect(employeeAuthor(asPerson(7, true))).toEqual({ kind: 'employee', userId: 7 });
  });

  it('creates with an explicit id, lists it with its placements, and refuses the id twice with a 409', async () => {
    const made = await createExperience(
      ctx,
      SYSTEM_AUTHOR,
      toast({ id: 700001, placement_ids: [1000541, 11, 11] }),
    );
    expect(made).toMatchObject({
      id: 700001,
      type_name: 'Toast',
      placement_ids: [11, 1000541],
      state: 'draft',
      counts: { viewed: 0, completed: 0, dismissed: 0 },
      targeting: { audience: 'all', newness: 'any' },
    });
    const listed = await listExperiences(ctx, SYSTEM_AUTHOR);
    expect(listed.find((e) => e.id === 700001)?.placement_ids).toEqual([11, 1000541]);
    const again = await refusal(createExperience(ctx, SYSTEM_AUTHOR, toast({ id: 700001 })));
    expect(again.status).toBe(409);
    expect(again.message).toContain('id 700001 already exists');
  });

  it('moves the id sequence past an explicit id, so a later generated id never collides', async () => {
    const high = await createExperience(ctx, SYSTEM_AUTHOR, toast({ id: 2_000_050 }));
    const next = await createExperience(ctx, SYSTEM_AUTHOR, toast());
    expect(next.id).toBeGreaterThan(high.id);
  });

  it('answers a bad input with a 400 naming each path', async () => {
    const bad = await refusal(
      createExperience(ctx, SYSTEM_AUTHOR, {
        name: '',
        type: 10,
        placement_ids: [],
        display_data: { text: 5, nope: true },
      }),
    );
    expect(bad.status).toBe(400);
    const paths = ((bad.details?.issues ?? []) as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'placement_ids', 'display_data.text']));
    expect(bad.message).toContain('name: Give the experience a name.');
  });

  it('replaces placements by difference: a placement that stays keeps its statuses; counts group them', async () => {
    const e = await createExperience(ctx, SYSTEM_AUTHOR, toast({ placement_ids: [1, 2] }));
    const placed = await ctx.db
      .select()
      .from(placedExperiences)
      .where(eq(placedExperiences.experienceId, e.id));
    const p2 = placed.find((p) => p.placementId === 2)?.id as number;
    const p1 = placed.find((p) => p.placementId === 1)?.id as number;
    const at = new Date();
    await ctx.db.insert(experienceStatuses).values([
      { placedId: p2, subject: 'u:1', status: 'viewed', viewedAt: at },
      { placedId: p2, subject: 'u:2', status: 'completed', viewedAt: at, completedAt: at },
      { placedId: p2, subject: 'v:x', status: 'dismissed', viewedAt: at, dismissedAt: at },
      { placedId: p1, subject: 'u:3', status: 'viewed', viewedAt: at },
    ]);
    expect((await getExperience(ctx, SYSTEM_AUTHOR, e.id)).counts).toEqual({
      viewed: 4,
      completed: 1,
      dismissed: 1,
    });
    const moved = await updateExperience(
      ctx,
      SYSTEM_AUTHOR,
      e.id,
      toast({ name: 'Renamed', placement_ids: [2, 3] }),
    );
    expect(moved).toMatchObject({ name: 'Renamed', placement_ids: [2, 3] });
    expect(moved.counts).toEqual({ viewed: 3, completed: 1, dismissed: 1 });
    const stays = await ctx.db
      .select({ id: placedExperiences.id })
      .from(placedExperiences)
      .where(eq(placedExperiences.placementId, 2));
    expect(stays.map((r) => r.id)).toContain(p2);
    const changeId = await refusal(updateExperience(ctx, SYSTEM_AUTHOR, e.id, toast({ id: 9 })));
    expect(changeId.status).toBe(400);
    expect((await refusal(updateExperience(ctx, SYSTEM_AUTHOR, 999_999, toast()))).status).toBe(
      404,
    );
  });

  it('activates a drawable experience, refuses an undrawable one with the renderers’ reason, pauses and deletes', async () => {
    const good = await createExperience(ctx, SYSTEM_AUTHOR, toast());
    expect((await setExperienceState(ctx, SYSTEM_AUTHOR, good.id, 'active')).state).toBe('active');
    expect((await setExperienceState(ctx, SYSTEM_AUTHOR, good.id, 'paused')).state).toBe('paused');
    const bare = await createExperience(ctx, SYSTEM_AUTHOR, toast({ display_data: {} }));
    const no = await refusal(setExperienceState(ctx, SYSTEM_AUTHOR, bare.id, 'active'));
    expect(no).toMatchObject({
      status: 400,
      message: 'It can’t be activated: A toast needs its text.',
    });
    expect((await getExperience(ctx, SYSTEM_AUTHOR, bare.id)).state).toBe('draft');
    const active = await refusal(
      createExperience(ctx, SYSTEM_AUTHOR, toast({ display_data: {}, state: 'active' })),
    );
    expect(active.message).toContain('display_data: A toast needs its text.');
    await deleteExperience(ctx, SYSTEM_AUTHOR, good.id);
    expect((await refusal(getExperience(ctx, SYSTEM_AUTHOR, good.id))).status).toBe(404);
    expect((await refusal(deleteExperience(ctx, SYSTEM_AUTHOR, good.id))).status).toBe(404);
  });

  it('records the employee who created it', async () => {
    const [u] = await ctx.db
      .insert(users)
      .values({ username: `staff${kind}`, firstName: 'Staff', role: 'employee' })
      .returning({ id: users.id });
    const author = employeeAuthor(asPerson(u?.id as number, true));
    const e = await createExperience(ctx, author, toast());
    expect(e.id).toBeGreaterThan(0);
  });

  it('imports by id: creates, then leaves alone, then updates; a bad item writes nothing and says where', async () => {
    const file = [
      toast({ id: 710001, name: 'One' }),
      toast({ id: 710002, name: 'Two', targeting: { audience: 'visitor' } }),
    ];
    expect((await importExperiences(ctx, SYSTEM_AUTHOR, file)).map((c) => c.change)).toEqual([
      'created',
      'created',
    ]);
    expect((await importExperiences(ctx, SYSTEM_AUTHOR, file)).map((c) => c.change)).toEqual([
      'unchanged',
      'unchanged',
    ]);
    const edited = [file[0], { ...file[1], placement_ids: [5] }];
    expect((await importExperiences(ctx, SYSTEM_AUTHOR, edited)).map((c) => c.change)).toEqual([
      'unchanged',
      'updated',
    ]);
    const bad = await refusal(
      importExperiences(ctx, SYSTEM_AUTHOR, [
        toast({ id: 710003 }),
        toast({ id: 710004, display_data: { title: 3 } }),
        toast({ id: 710003 }),
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('item 1 ("A toast"): display_data.title:');
    expect(bad.message).toContain('item 2 ("A toast"): id: The id 710003 is also item 0\'s.');
    expect((await refusal(getExperience(ctx, SYSTEM_AUTHOR, 710003))).status).toBe(404);
    expect((await refusal(importExperiences(ctx, SYSTEM_AUTHOR, { a: 1 }))).message).toContain(
      'JSON list',
    );
  });

  it('the demo experiences are valid, drawable and active', async () => {
    const changes = await importExperiences(ctx, SYSTEM_AUTHOR, DEMO_EXPERIENCES);
    expect(changes.map((c) => c.change)).toEqual(['created', 'created', 'created']);
    const banner = await getExperience(ctx, SYSTEM_AUTHOR, 503755);
    expect(banner).toMatchObject({
      type: 28,
      state: 'active',
      placement_ids: [1000541],
      display_data: {
        type: 'upsell',
        title: 'Discover your top performing Pins',
        primaryAction: { label: 'Upgrade', href: '/business/convert/' },
      },
      targeting: { audience: 'signed_in', is_partner: false },
    });
  });
});
