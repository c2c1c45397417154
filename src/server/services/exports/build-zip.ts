import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import archiver, { type Archiver } from 'archiver';
import {
  BOARD_PAGE_END,
  boardPagePins,
  boardPageSection,
  boardPageStart,
} from '#domain/exports/board-page';
import {
  boardFolderName,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportedBoard,
  type ExportedImage,
  originalPath,
  README_TEXT,
} from '#domain/exports/format';
import type { Ctx } from '../../context.ts';
import { originalKey } from '../../images/pipeline.ts';
import {
  boardsOf,
  eachBoardPinBatch,
  eachPinBatch,
  favouritesOf,
  followsOf,
  pinCountOf,
  profileOf,
  sectionsOf,
} from './account-data.ts';

export interface ZipProgress {
  pinsDone: number;
  pinsTotal: number;
}

/**
 * Adds one entry and waits until archiver has written it, so only one image (or one stream's
 * chunk) is ever held: appending without waiting would queue every buffer in memory.
 */
function addEntry(
  archive: Archiver,
  source: Buffer | Readable | string,
  name: string,
  store = false,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const onEntry = () => {
      archive.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      archive.off('entry', onEntry);
      reject(error);
    };
    archive.once('entry', onEntry);
    archive.once('error', onError);
    archive.append(source, { name, store, date: new Date(0) });
  });
}

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}

type Boards = Awaited<ReturnType<typeof boardsOf>>;
type Sections = Awaited<ReturnType<typeof sectionsOf>>;

function exportedBoards(list: Boards, sections: Sections): ExportedBoard[] {
  return list.map((b) => ({
    id: b.id,
    name: b.name,
    slug: b.slug,
    description: b.description,
    privacy: b.privacy,
    layout: b.layout,
    isCollaborative: b.isCollaborative,
    coverPinId: b.coverPinId,
    sortOrder: b.sortOrder,
    archivedAt: iso(b.archivedAt),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    folder: boardFolderName(b.name, b.id),
    sections: sections
      .filter((s) => s.boardId === b.id)
      .map((s) => ({
        id: s.id,
        title: s.title,
        slug: s.slug,
        sortOrder: s.sortOrder,
        createdAt: s.createdAt.toISOString(),
      })),
  }));
}

/**
 * Decision 052: the person's ZIP written to `file` as a stream. Originals first (each read from
 * the blob store, hashed and written one at a time), then a page per board, then tessera.json
 * (which needs every image's sha256) and the README. Memory holds one image and one batch of
 * pins, plus a map of image paths and hashes (about 200 bytes a picture).
 */
export async function writeExportZip(
  ctx: Ctx,
  userId: number,
  file: string,
  onProgress: (p: ZipProgress) => Promise<void>,
): Promise<{ pins: number; missingImages: number }> {
  const profile = await profileOf(ctx, userId);
  if (!profile) throw new Error(`No account ${userId} to export.`);
  const boardRows = await boardsOf(ctx, userId);
  const boardList = exportedBoards(
    boardRows,
    await sectionsOf(
      ctx,
      boardRows.map((b) => b.id),
    ),
  );
  const pinsTotal = await pinCountOf(ctx, userId);

  const archive = archiver('zip', { zlib: { level: 6 } });
  const out = createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => {
    out.on('close', resolve);
    out.on('error', reject);
    archive.on('error', reject);
  });
  archive.pipe(out);

  const written = new Map<string, ExportedImage | null>();
  async function addOriginal(signature: string, mimeType: string, width: number, height: number) {
    if (written.has(signature)) return written.get(signature) ?? null;
    const bytes = await ctx.blobs.get(originalKey(signature));
    if (!bytes) {
      written.set(signature, null);
      return null;
    }
    const image: ExportedImage = {
      path: originalPath(signature, mimeType),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes: bytes.length,
      width,
      height,
      mimeType,
    };
    // pictures are compressed already: stored, not deflated again
    await addEntry(archive, bytes, image.path, true);
    written.set(signature, image);
    return image;
  }

  let pinsDone = 0;
  let lastReport = 0;
  await onProgress({ pinsDone, pinsTotal });
  for await (const batch of eachPinBatch(ctx, userId)) {
    for (const { pin, image } of batch) {
      await addOriginal(
        pin.imageSignature,
        image?.format ?? 'image/jpeg',
        image?.width ?? 0,
        image?.height ?? 0,
      );
      pinsDone += 1;
    }
    // a progress row update a batch (or every second at most), not one a pin
    if (Date.now() - lastReport > 1000 || pinsDone === pinsTotal) {
      lastReport = Date.now();
      await onProgress({ pinsDone, pinsTotal });
    }
  }
  const avatar = profile.avatarSignature
    ? await addOriginal(profile.avatarSignature, 'image/jpeg', 0, 0)
    : null;

  for (const board of boardList) {
    const page = Readable.from(boardPage(ctx, userId, board, profile.username, written));
    await addEntry(archive, page, `${board.folder}/index.html`);
  }

  const document = Readable.from(tesseraJson(ctx, userId, { profile, avatar, boardList, written }));
  await addEntry(archive, document, 'tessera.json');
  await addEntry(archive, README_TEXT, 'README.txt');
  await archive.finalize();
  await closed;
  const missingImages = [...written.values()].filter((v) => v === null).length;
  return { pins: pinsDone, missingImages };
}

async function* boardPage(
  ctx: Ctx,
  userId: number,
  board: ExportedBoard,
  username: string,
  written: Map<string, ExportedImage | null>,
): AsyncGenerator<string> {
  yield boardPageStart({ name: board.name, description: board.description, username });
  const parts: { id: number | null; title: string | null }[] = [
    { id: null, title: board.sections.length ? 'Not in a section' : null },
    ...board.sections.map((s) => ({ id: s.id, title: s.title })),
  ];
  for (const part of parts) {
    let any = false;
    let heading = false;
    for await (const batch of eachBoardPinBatch(ctx, userId, board.id, part.id)) {
      if (!heading) {
        yield boardPageSection(part.title);
        heading = true;
      }
      any = true;
      yield boardPagePins(
        batch.map((p) => ({
          title: p.title,
          description: p.description,
          link: p.link,
          altText: p.altText,
          createdAt: p.createdAt.toISOString(),
          imagePath: written.get(p.imageSignature)?.path ?? null,
        })),
      );
    }
    // an empty section still shows, so the page lists every section the board has
    if (!any && part.id !== null) yield boardPageSection(part.title) + boardPagePins([]);
    if (!any && part.id === null && board.sections.length === 0) {
      yield boardPageSection(null) + boardPagePins([]);
    }
  }
  yield BOARD_PAGE_END;
}

type Profile = NonNullable<Awaited<ReturnType<typeof profileOf>>>;

/** tessera.json as text chunks: the head, then each pin, then the rest (decision 052's format). */
async function* tesseraJson(
  ctx: Ctx,
  userId: number,
  parts: {
    profile: Profile;
    avatar: ExportedImage | null;
    boardList: ExportedBoard[];
    written: Map<string, ExportedImage | null>;
  },
): AsyncGenerator<string> {
  const { id: _id, avatarSignature, ...profile } = parts.profile;
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: ctx.now().toISOString(),
    instance: ctx.publicOrigin,
    profile: { ...profile, avatarSignature, avatar: parts.avatar },
    boardOrder: parts.boardList.map((b) => b.id),
    boards: parts.boardList,
  };
  const text = JSON.stringify(head, null, 1);
  // the head's closing brace is left off, so the pins follow as its next field
  yield `${text.slice(0, text.lastIndexOf('}'))},\n "pins": [`;
  let first = true;
  for await (const batch of eachPinBatch(ctx, userId)) {
    const chunk = batch
      .map(({ pin }) =>
        JSON.stringify({ ...pin, image: parts.written.get(pin.imageSignature) ?? null }),
      )
      .join(',\n  ');
    yield `${first ? '\n  ' : ',\n  '}${chunk}`;
    first = false;
  }
  const favourites = await favouritesOf(ctx, userId);
  const follows = await followsOf(ctx, userId);
  yield `\n ],\n "favourites": ${JSON.stringify(favourites)},\n "follows": ${JSON.stringify(follows)}\n}\n`;
}
