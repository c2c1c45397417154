import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TuneEntries } from '#domain/feedback/feedback';
import type { Ctx } from '../../context.ts';
import {
  boardFollows,
  boards,
  interestFollows,
  interests,
  userFollows,
  users,
} from '../../db/schema/index.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';
import { listHiddenPins } from './hides.ts';

const LIMIT = 200;

/**
 * 'Tune your home feed' (/edit, spec 01 §2 P-037; issue 13): the boards, people and interests the
 * viewer follows and the pins they hid or reported, newest first, so each can be undone in one
 * place.
 */
export async function tuneEntries(ctx: Ctx): Promise<TuneEntries> {
  const me = requireUser(ctx, tr(ctx, 'errors.feedback.tunePrompt'));
  const owner = users;
  const [boardRows, peopleRows, interestRows, hidden] = await Promise.all([
    ctx.db
      .select({
        id: boards.id,
        name: boards.name,
        slug: boards.slug,
        ownerUsername: owner.username,
        ownerFirst: owner.firstName,
        ownerLast: owner.lastName,
      })
      .from(boardFollows)
      .innerJoin(boards, eq(boards.id, boardFollows.boardId))
      .innerJoin(owner, eq(owner.id, boards.ownerId))
      .where(
        and(eq(boardFollows.followerId, me), isNull(boards.deletedAt), isNull(owner.deletedAt)),
      )
      .orderBy(desc(boardFollows.createdAt))
      .limit(LIMIT),
    ctx.db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.avatarSignature,
      })
      .from(userFollows)
      .innerJoin(users, eq(users.id, userFollows.followeeId))
      .where(and(eq(userFollows.followerId, me), isNull(users.deletedAt)))
      .orderBy(desc(userFollows.createdAt))
      .limit(LIMIT),
    ctx.db
      .select({ id: interests.id, name: interests.name, urlName: interests.urlName })
      .from(interestFollows)
      .innerJoin(interests, eq(interests.id, interestFollows.interestId))
      .where(eq(interestFollows.userId, me))
      .orderBy(desc(interestFollows.createdAt))
      .limit(LIMIT),
    listHiddenPins(ctx, LIMIT),
  ]);
  const name = (first: string, last: string, username: string) =>
    `${first} ${last}`.trim() || username;
  return {
    boards: boardRows.map((b) => ({
      id: String(b.id),
      name: b.name,
      url: `/${b.ownerUsername}/${b.slug}/`,
      ownerName: name(b.ownerFirst, b.ownerLast, b.ownerUsername),
    })),
    people: peopleRows.map((u) => ({
      id: String(u.id),
      username: u.username,
      fullName: name(u.firstName, u.lastName, u.username),
      imageUrl: u.avatar ? `/img/60x60/${u.avatar}.jpg` : null,
    })),
    interests: interestRows.map((i) => ({
      id: String(i.id),
      name: i.name,
      url: `/ideas/${i.urlName}/`,
    })),
    // a pin taken down since, or now out of the viewer's sight, has nothing left to show
    hidden: hidden.flatMap((h) =>
      h.pin
        ? [
            {
              pinId: h.pinId,
              title: h.pin.gridTitle || h.pin.title || 'Untitled Pin',
              imageUrl: h.pin.images['236x']?.url ?? null,
              status: h.status,
              hiddenAt: h.hiddenAt,
            },
          ]
        : [],
    ),
  };
}
