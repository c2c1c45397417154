import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#server/context';
import { boards, images, importItems, pins } from '#server/db/schema/index';
import type { OpenBlobStore } from '#server/images/blob-store';
import { ingestImage, originalKey } from '#server/images/pipeline';
import { actingAs } from '#server/services/accounts/viewer';
import { createSection } from '#server/services/boards/sections';
import { createBoard } from '#server/services/boards/write';
import { writeExportZip } from '#server/services/exports/build-zip';
import { cancelImport, createImport, importFailures } from '#server/services/imports/imports';
import { runImport } from '#server/services/imports/run';
import { storeImageRow } from '#server/services/pins/upload';
import { createPin } from '#server/services/pins/write';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { signedUp } from './auth-support.ts';
import { type ExportDocument, unzip } from './export-support.ts';
import { picture } from './pin-support.ts';
import { picturesZip } from './zip-support.ts';

// Issue 35 (decision 054): a ZIP of pictures and Tessera's own export imported; the round trip
// (export an account, import it into a fresh database) keeps boards, sections, board order,
// texts, links, dates and the sha256 of every picture.

async function person(t: TestApp): Promise<{ me: Ctx; id: number }> {
  const id = Number((await signedUp(t)).id);
  return { me: (await actingAs(t.tessera.systemCtx(), id)) as Ctx, id };
}

async function importNow(me: Ctx, source: 'zip' | 'tessera', file: string) {
  const { id, preview } = await createImport(
    { ...me, jobs: undefined },
    source,
    { path: file },
    {
      start: true,
    },
  );
  if (id === null) throw new Error('not started');
  await runImport(me, id);
  return { id, preview };
}

describe.each(dbKinds())('ZIP imports on %s', (kind) => {
  let t: TestApp;
  let fresh: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // the round trip's other Tessera: its own database
    fresh = await createTestApp(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'import-zip-test-'));
  });
  afterAll(async () => {
    await t?.close();
    await fresh?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const livePins = (app: TestApp, id: number) =>
    app.tessera.database.db
      .select()
      .from(pins)
      .where(and(eq(pins.pinnerId, id), isNull(pins.deletedAt)))
      .orderBy(pins.id);

  it('a ZIP of pictures: folders become boards, names titles, the EXIF date the date; twice adds nothing', async () => {
    const { me, id } = await person(t);
    const file = path.join(dir, 'pictures.zip');
    await writeFile(file, await picturesZip());
    const preview = await createImport(me, 'zip', { path: file }, { start: false });
    expect(preview).toEqual({
      id: null,
      preview: { boards: 2, pins: 8, duplicates: 0, unreadable: 1 },
    });
    const { id: importId } = await importNow(me, 'zip', file);
    const mine = await livePins(t, id);
    expect(mine.map((p) => p.title).sort()).toEqual(
      ['bread', 'cake', 'loose', 'moving', 'phone', 'red roses', 'Tulips'].sort(),
    );
    const roses = mine.find((p) => p.title === 'red roses');
    expect(roses?.createdAt.toISOString()).toBe('2019-05-04T10:11:12.000Z');
    const myBoards = await t.tessera.database.db
      .select()
      .from(boards)
      .where(and(eq(boards.ownerId, id), isNull(boards.deletedAt)));
    expect(myBoards.map((b) => b.name).sort()).toEqual(['Garden', 'Kitchen']);
    // the HEIC came as a JPEG browsers can show, at its own size
    const phone = mine.find((p) => p.title === 'phone');
    const [converted] = await t.tessera.database.db
      .select({ format: images.format, width: images.width, height: images.height })
      .from(images)
      .where(eq(images.signature, phone?.imageSignature ?? ''));
    expect(converted).toEqual({ format: 'image/jpeg', width: 96, height: 64 });
    const loose = mine.find((p) => p.title === 'loose');
    expect(loose?.boardId).toBeNull();
    expect((await importFailures(me, importId)).map((f) => [f.title, f.reason])).toEqual([
      ['Kitchen/notes.jpg', 'This file is not a picture, though its name says it is.'],
      ['broken', 'This HEIC picture could not be read.'],
    ]);
    // the staged pictures are gone once the import is done
    const items = await t.tessera.database.db
      .select({ item: importItems.item })
      .from(importItems)
      .where(eq(importItems.importId, importId));
    const keys = items.flatMap((r) => ((r.item as { blob?: string }).blob ?? []) as string[]);
    expect(keys.length).toBe(7);
    for (const key of keys) expect(await t.tessera.blobs.has(key)).toBe(false);

    await importNow(me, 'zip', file);
    expect((await livePins(t, id)).length).toBe(7);
  });

  it('the round trip: an account exported and imported into a fresh Tessera is the same', async () => {
    const { me, id } = await person(t);
    const at = (iso: string) => ({ ...me, now: () => new Date(iso) });
    const travel = await createBoard(at('2021-01-02T03:04:05.000Z'), {
      name: 'Travel',
      description: 'Places to go',
    });
    const recipes = await createBoard(at('2021-02-02T00:00:00.000Z'), {
      name: 'Recipes',
      description: 'Food & drink <b>not bold</b>',
      privacy: 'secret',
    });
    await createBoard(at('2021-03-03T00:00:00.000Z'), { name: 'Empty one', description: '' });
    const soups = await createSection(me, { boardId: Number(recipes.id), title: 'Soups' });
    await createSection(me, { boardId: Number(recipes.id), title: 'Cakes' });
    const place = [
      { boardId: Number(travel.id), sectionId: null },
      { boardId: Number(recipes.id), sectionId: Number(soups.id) },
      { boardId: Number(recipes.id), sectionId: null },
      { boardId: null, sectionId: null },
    ];
    for (const [i, where] of place.entries()) {
      const stored = await ingestImage(me.blobs, await picture(40 + i, 200, 260));
      await storeImageRow(me, stored);
      await createPin(at(`2020-0${i + 1}-15T12:00:00.000Z`), {
        imageSignature: stored.signature,
        ...where,
        title: `Pin ${i} ✨`,
        description: `About pin ${i}`,
        altText: i % 2 ? `Alt ${i}` : null,
        link: i === 3 ? null : `https://example.com/page/${i}?q=${i}`,
      });
    }
    const exported = path.join(dir, 'export.zip');
    await writeExportZip(me, id, exported, async () => {});

    const other = await person(fresh);
    const { preview } = await importNow(other.me, 'tessera', exported);
    expect(preview).toMatchObject({ boards: 3, pins: 4, unreadable: 0 });
    const again = path.join(dir, 'export-again.zip');
    await writeExportZip(other.me, other.id, again, async () => {});

    const a = await summary(exported);
    const b = await summary(again);
    expect(b.boards).toEqual(a.boards);
    expect(b.pins).toEqual(a.pins);
    expect(a.pins.length).toBe(4);
    // each picture is byte for byte the original, in the fresh Tessera's own store
    for (const pin of await livePins(fresh, other.id)) {
      const bytes = await fresh.tessera.blobs.get(originalKey(pin.imageSignature));
      expect(
        createHash('sha256')
          .update(bytes ?? '')
          .digest('hex'),
      ).toBe(a.pins.find((p) => p.title === pin.title)?.sha256);
    }

    // twice duplicates nothing: no second board, section or pin
    await importNow(other.me, 'tessera', exported);
    expect(await summary(await exportOf(other))).toEqual(b);
  });

  it('a start that fails leaves no staged picture, and a cancel deletes the staged ones', async () => {
    const { me } = await person(t);
    const file = path.join(dir, 'pictures-cancel.zip');
    await writeFile(file, await picturesZip());
    const staged = async () => {
      const out: string[] = [];
      for await (const e of (t.tessera.blobs as OpenBlobStore).list('imports/')) {
        if (e.key.startsWith('imports/')) out.push(e.key);
      }
      return out;
    };
    const before = await staged();
    // not run: it stays queued, with its six pictures staged
    await createImport({ ...me, jobs: undefined }, 'zip', { path: file }, { start: true });
    const first = await staged();
    expect(first.length - before.length).toBe(7);
    await expect(
      createImport({ ...me, jobs: undefined }, 'zip', { path: file }, { start: true }),
    ).rejects.toThrow('An import of yours is under way');
    expect(await staged()).toEqual(first);
    await cancelImport(me);
    expect(await staged()).toEqual(before);
  });

  async function exportOf(p: { me: Ctx; id: number }): Promise<string> {
    const file = path.join(dir, `export-${p.id}-${Date.now()}.zip`);
    await writeExportZip(p.me, p.id, file, async () => {});
    return file;
  }
});

/** What must survive the round trip, without this instance's ids. */
async function summary(file: string) {
  const entries = await unzip(await readFile(file));
  const doc = JSON.parse(entries.get('tessera.json')?.toString() ?? '{}') as Omit<
    ExportDocument,
    'boards' | 'pins'
  > & {
    boards: (ExportDocument['boards'][number] & { privacy: string })[];
    pins: (ExportDocument['pins'][number] & { altText: string | null })[];
  };
  const boardName = new Map(doc.boards.map((b) => [b.id, b.name]));
  const sectionTitle = new Map(doc.boards.flatMap((b) => b.sections.map((s) => [s.id, s.title])));
  return {
    boards: doc.boardOrder.map((id) => {
      const b = doc.boards.find((x) => x.id === id);
      return {
        name: b?.name,
        description: b?.description,
        privacy: b?.privacy,
        createdAt: b?.createdAt,
        sections: b?.sections.map((s) => s.title),
      };
    }),
    pins: doc.pins
      .map((p) => ({
        title: p.title,
        description: p.description,
        altText: p.altText,
        link: p.link,
        createdAt: p.createdAt,
        board: p.boardId === null ? null : boardName.get(p.boardId),
        section: p.sectionId === null ? null : sectionTitle.get(p.sectionId),
        sha256: p.image?.sha256,
      }))
      .sort((x, y) => x.title.localeCompare(y.title)),
  };
}
