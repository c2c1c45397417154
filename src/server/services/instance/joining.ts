import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { inviteUsable, parseDuration } from '#domain/instance/settings';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { emailChanges, signupInvites, signupRequests, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { hashToken } from '../accounts/sessions.ts';
import { recordAudit } from '../admin/audit.ts';
import { tr } from '../platform/i18n.ts';
import { queueMail } from '../platform/mail.ts';
import { composeMail, mailLocale, mailWriter } from '../platform/mail-language.ts';
import { loadInstanceSettings } from './settings.ts';

/**
 * Issue 37, decision 056: instance sign-up invites (not board invites, not share links), the
 * approval queue, and the confirmation mail a new account gets when the instance asks for one.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const CODE = /^[A-Za-z0-9_-]{22}$/;

export interface SignupInviteView {
  id: number;
  maxUses: number | null;
  uses: number;
  expiresAt: string | null;
  revoked: boolean;
  createdAt: string;
  createdBy: string | null;
  usable: boolean;
}

/** A new link's terms, checked ("7d", "12h", "never"; uses or null); admins and members (059). */
export function inviteTerms(
  ctx: { locale?: string },
  input: { uses?: number | null; expiresIn?: string },
  now: Date,
): { maxUses: number | null; expiresAt: Date | null } {
  const maxUses = input.uses ?? null;
  if (maxUses !== null && (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > 10_000)) {
    const message = tr(ctx, 'errors.instance.usesInvalid');
    throw new AppError('bad_request', message, { field: 'uses' });
  }
  const ms = parseDuration(input.expiresIn ?? '7d');
  if (ms === undefined) {
    throw new AppError('bad_request', tr(ctx, 'errors.instance.expiryInvalid'), {
      field: 'expires',
    });
  }
  return { maxUses, expiresAt: ms === null ? null : new Date(now.getTime() + ms) };
}

/** Writes one invite link in `tx`; answers its id and its code (shown once: only its hash is kept). */
export async function insertInvite(
  tx: Tx,
  terms: { maxUses: number | null; expiresAt: Date | null },
  by: number | null,
  now: Date,
): Promise<{ id: number; code: string }> {
  const code = randomBytes(16).toString('base64url');
  const [made] = await tx
    .insert(signupInvites)
    .values({ codeHash: hashToken(code), createdBy: by, ...terms, createdAt: now })
    .returning({ id: signupInvites.id });
  return { id: made?.id ?? 0, code };
}

/** An administrator's (or the CLI's) instance sign-up invite link, audited. */
export async function createSignupInvite(
  ctx: Pick<Ctx, 'db' | 'now' | 'publicOrigin' | 'locale'>,
  input: { uses?: number | null; expiresIn?: string },
  by: number | null,
): Promise<{ url: string; code: string; expiresAt: Date | null; maxUses: number | null }> {
  const now = ctx.now();
  const { maxUses, expiresAt } = inviteTerms(ctx, input, now);
  const code = await ctx.db.transaction(async (tx) => {
    const made = await insertInvite(tx, { maxUses, expiresAt }, by, now);
    await recordAudit(tx, {
      actorId: by,
      action: 'invite.create',
      targetType: 'signup_invite',
      targetId: made.id,
      details: { maxUses, expiresAt: expiresAt?.toISOString() ?? null },
    });
    return made.code;
  });
  return { url: signupInviteUrl(ctx.publicOrigin, code), code, expiresAt, maxUses };
}

export function signupInviteUrl(origin: string, code: string): string {
  return `${new URL(origin).origin}/signup/?invite=${encodeURIComponent(code)}`;
}

/** The newest sign-up invites, for the administrators' list. */
export async function listSignupInvites(
  ctx: Pick<Ctx, 'db' | 'now'>,
  limit = 50,
): Promise<SignupInviteView[]> {
  const rows = await ctx.db
    .select({ invite: signupInvites, by: users.username })
    .from(signupInvites)
    .leftJoin(users, eq(users.id, signupInvites.createdBy))
    .orderBy(desc(signupInvites.createdAt), desc(signupInvites.id))
    .limit(limit);
  return rows.map(({ invite, by }) => inviteView(invite, by, ctx.now()));
}

export function inviteView(
  r: typeof signupInvites.$inferSelect,
  by: string | null,
  now: Date,
): SignupInviteView {
  return {
    id: r.id,
    maxUses: r.maxUses,
    uses: r.uses,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    revoked: r.revoked,
    createdAt: r.createdAt.toISOString(),
    createdBy: by,
    usable: inviteUsable(r, now),
  };
}

export async function revokeSignupInvite(
  ctx: Pick<Ctx, 'db'>,
  id: number,
  by: number | null,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(signupInvites)
      .set({ revoked: true })
      .where(eq(signupInvites.id, id))
      .returning({ id: signupInvites.id });
    if (rows.length > 0) {
      await recordAudit(tx, {
        actorId: by,
        action: 'invite.revoke',
        targetType: 'signup_invite',
        targetId: id,
      });
    }
    return rows.length > 0;
  });
}

/** What an invite code in a sign-up is worth, without using it. */
export async function inviteStatus(
  db: Pick<Db, 'select'>,
  code: string | undefined,
  now: Date,
): Promise<'none' | 'valid' | 'invalid'> {
  if (!code) return 'none';
  if (!CODE.test(code)) return 'invalid';
  const [row] = await db
    .select()
    .from(signupInvites)
    .where(eq(signupInvites.codeHash, hashToken(code)))
    .limit(1);
  return row && inviteUsable(row, now) ? 'valid' : 'invalid';
}

/**
 * Uses an invite once, in the sign-up's transaction: of two sign-ups racing for its last use,
 * one wins and the other is refused.
 */
export async function spendSignupInvite(tx: Tx, code: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(signupInvites)
    .set({ uses: sql`${signupInvites.uses} + 1` })
    .where(
      and(
        eq(signupInvites.codeHash, hashToken(code)),
        eq(signupInvites.revoked, false),
        or(isNull(signupInvites.expiresAt), gt(signupInvites.expiresAt, now)),
        or(isNull(signupInvites.maxUses), sql`${signupInvites.uses} < ${signupInvites.maxUses}`),
      ),
    )
    .returning({ id: signupInvites.id });
  return rows.length > 0;
}

const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Issue 37: the mail that confirms a new account's address. It reuses the email-change link
 * (settings/email/confirm): confirming "moves" the account to the address it already has, and
 * clears its unconfirmed mark.
 */
export async function queueSignupConfirmation(
  ctx: Ctx,
  tx: Tx,
  user: { id: number; email: string; name: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await tx.insert(emailChanges).values({
    tokenHash: hashToken(token),
    userId: user.id,
    newEmail: user.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
  });
  const settings = await loadInstanceSettings(ctx.db);
  const site = settings.name;
  const href = `${new URL(ctx.publicOrigin).origin}/settings/email/confirm/?token=${encodeURIComponent(token)}`;
  // decision 064: a new account has chosen no language yet; the one who signs up is the one
  // this request is from, so the language they were reading the sign-up form in (ctx.locale)
  // is theirs; without a request's (the CLI), the instance's default
  const w = mailWriter(mailLocale(ctx.locale, settings.defaultLanguage));
  await queueMail(
    ctx,
    {
      to: user.email,
      ...composeMail(w, w.say('mail.signupConfirm.subject', { site }), [
        w.say('mail.hiName', { name: user.name }),
        w.say('mail.signupConfirm.intro', { site }),
        { text: w.say('mail.signupConfirm.link'), href },
      ]),
    },
    { tx },
  );
}

/**
 * Issue 37: a new account that must confirm its email may not post (pins, boards, comments)
 * until it has, while the instance asks for confirmation.
 */
export async function requireConfirmedEmail(ctx: Ctx): Promise<void> {
  const userId = ctx.session?.userId;
  if (!userId) return;
  const [u] = await ctx.db
    .select({ unconfirmed: users.emailUnconfirmed })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u?.unconfirmed) return;
  if (!(await loadInstanceSettings(ctx.db)).requireEmailConfirmation) return;
  throw new AppError('forbidden', tr(ctx, 'errors.instance.confirmEmailFirst'), {
    reason: 'email_unconfirmed',
  });
}

export interface SignupRequestView {
  id: number;
  username: string;
  firstName: string;
  email: string;
  reason: string;
  status: string;
  createdAt: string;
}

export async function listSignupRequests(
  ctx: Pick<Ctx, 'db'>,
  status: 'pending' | 'decided' = 'pending',
  limit = 100,
): Promise<SignupRequestView[]> {
  const rows = await ctx.db
    .select()
    .from(signupRequests)
    .where(
      status === 'pending'
        ? eq(signupRequests.status, 'pending')
        : sql`${signupRequests.status} <> 'pending'`,
    )
    .orderBy(status === 'pending' ? signupRequests.createdAt : desc(signupRequests.decidedAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    firstName: r.firstName,
    email: r.email,
    reason: r.reason,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Approves or refuses a waiting request; the person is told by mail. Approving makes the account
 * (unless its username or email was taken meanwhile: then a 409 says so and the request waits).
 */
export async function decideSignupRequest(
  ctx: Ctx,
  id: number,
  decision: 'approve' | 'refuse',
  by: number | null,
): Promise<{ username: string; status: 'approved' | 'refused' }> {
  const now = ctx.now();
  const settings = await loadInstanceSettings(ctx.db);
  const origin = new URL(ctx.publicOrigin).origin;
  const site = settings.name;
  return ctx.db.transaction(async (tx) => {
    const [req] = await tx
      .select()
      .from(signupRequests)
      .where(and(eq(signupRequests.id, id), eq(signupRequests.status, 'pending')))
      .for('update')
      .limit(1);
    if (!req) throw new AppError('not_found', tr(ctx, 'errors.instance.requestDecided'));
    const name = req.firstName || req.username;
    // decision 064: the person who asked to join has no account, so no language of their own
    // yet: the one they asked in (the request keeps it), else (a request from before it was
    // kept) the instance's default. Never the deciding administrator's request's language.
    const w = mailWriter(mailLocale(req.locale, settings.defaultLanguage));
    if (decision === 'refuse') {
      await tx
        .update(signupRequests)
        .set({ status: 'refused', decidedAt: now, decidedBy: by, passwordHash: '' })
        .where(eq(signupRequests.id, id));
      await recordAudit(tx, {
        actorId: by,
        action: 'signup.refuse',
        targetType: 'signup_request',
        targetId: id,
        targetLabel: req.username,
      });
      await queueMail(
        ctx,
        {
          to: req.email,
          ...composeMail(w, w.say('mail.signupRefused.subject', { site }), [
            w.say('mail.hiName', { name }),
            w.say('mail.signupRefused.intro', { site }),
          ]),
        },
        { tx },
      );
      return { username: req.username, status: 'refused' as const };
    }
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        sql`lower(${users.username}) = lower(${req.username}) or lower(${users.email}) = lower(${req.email})`,
      )
      .limit(1);
    if (taken) {
      throw new AppError(
        'conflict',
        tr(ctx, 'errors.instance.usernameNowTaken', { username: req.username }),
      );
    }
    const [user] = await tx
      .insert(users)
      .values({
        username: req.username,
        email: req.email,
        passwordHash: req.passwordHash,
        firstName: req.firstName,
        createdAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    await tx
      .update(signupRequests)
      .set({ status: 'approved', decidedAt: now, decidedBy: by, userId: user.id, passwordHash: '' })
      .where(eq(signupRequests.id, id));
    await recordAudit(tx, {
      actorId: by,
      action: 'signup.approve',
      targetType: 'signup_request',
      targetId: id,
      targetLabel: req.username,
    });
    await queueMail(
      ctx,
      {
        to: req.email,
        ...composeMail(w, w.say('mail.signupApproved.subject', { site }), [
          w.say('mail.hiName', { name }),
          w.say('mail.signupApproved.intro', { site, username: req.username }),
          { text: w.say('mail.signupApproved.link'), href: `${origin}/login/` },
        ]),
      },
      { tx },
    );
    return { username: req.username, status: 'approved' as const };
  });
}
