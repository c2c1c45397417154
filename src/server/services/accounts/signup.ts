import { and, eq, sql } from 'drizzle-orm';
import { isShippedLocale } from '#domain/i18n/locales';
import { becomesFirstAdmin, SIGNUP_REFUSALS, signupDecision } from '#domain/instance/settings';
import type { Ctx } from '../../context.ts';
import { signupRequests, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { inviteStatus, queueSignupConfirmation, spendSignupInvite } from '../instance/joining.ts';
import { employeeExists, loadInstanceSettings } from '../instance/settings.ts';
import { isUniqueViolation } from '../platform/db-errors.ts';
import { tr } from '../platform/i18n.ts';
import { queueMail } from '../platform/mail.ts';
import { composeMail, type MailWriter, mailLocale, mailWriter } from '../platform/mail-language.ts';
import { consume } from '../platform/rate-limit.ts';
import { checkEmail, checkFirstName, checkUsername, normalizeEmail } from './account-fields.ts';
import { authEvent } from './auth-events.ts';
import { checkNewPassword, hashPassword } from './passwords.ts';
import { createSession, deleteSession, type SessionGrant } from './sessions.ts';

/**
 * decision 005 (ASVS 5.0 6.3: no account enumeration): a sign-up with an email that already has
 * an account answers as a sign-up that worked, and the owner gets a mail instead. Only a real new
 * account is signed in; that difference (a session, a signed-in viewer) is the residual signal
 * the decision accepts, bounded by the per-address sign-up limit.
 */
export type SignupOutcome =
  | { kind: 'created'; grant: SessionGrant }
  | { kind: 'email_exists' }
  /** issue 37: the instance takes sign-ups by approval; the request waits for an administrator */
  | { kind: 'requested' };

// a 409 naming the field, so the form marks the username alone
const usernameTaken = (ctx: Ctx) =>
  new AppError('conflict', tr(ctx, 'errors.accounts.usernameTaken'), { field: 'username' });

export interface SignupInput {
  email: string;
  password: string;
  username: string;
  firstName: string;
  /** issue 37: why the person wants to join (approval mode) */
  reason?: string;
  /** issue 37: an instance sign-up invite's code (invite mode) */
  invite?: string;
}

export async function register(ctx: Ctx, input: SignupInput): Promise<SignupOutcome> {
  await consume(ctx, 'signupIp', ctx.ip);
  const email = normalizeEmail(input.email);
  const username = input.username.trim();
  // issue 37: what the instance's sign-up mode allows, before anything else is looked at
  const join = await joiningRules(ctx, input, username);
  const firstName = await checkSignupFields(ctx, input, { email, username });
  // hashed whatever happens next, so a taken email costs the same time as a new account
  const passwordHash = await hashPassword(input.password);
  const taken = await takenBy(ctx, username, email);
  // usernames are public (every profile url shows one), so saying so reveals nothing
  if (taken.username) throw usernameTaken(ctx);
  if (join.decision.kind === 'request') {
    // the same answer whether or not the email has an account (decision 005)
    if (taken.email) await emailExists(ctx, email);
    else
      await requestToJoin(ctx, {
        email,
        username,
        firstName,
        passwordHash,
        reason: input.reason ?? '',
      });
    return { kind: 'requested' };
  }
  if (taken.email) return emailExists(ctx, email);
  try {
    const grant = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      if (join.useInvite && !(await spendSignupInvite(tx, join.useInvite, now))) {
        throw new AppError('forbidden', tr(ctx, SIGNUP_REFUSALS.invite_invalid), {
          reason: 'invite_invalid',
        });
      }
      const confirm = join.settings.requireEmailConfirmation && !join.firstAdmin;
      const [user] = await tx
        .insert(users)
        .values({
          username,
          email,
          passwordHash,
          firstName,
          createdAt: now,
          // issue 37: the first account of a fresh instance is its administrator
          ...(join.firstAdmin ? { role: 'employee' } : {}),
          emailUnconfirmed: confirm,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      if (confirm) await queueSignupConfirmation(ctx, tx, { id: user.id, email, name: firstName });
      if (ctx.session) await deleteSession(tx, ctx.session.id);
      return createSession(ctx, tx, user.id);
    });
    authEvent(ctx, 'signup', { userId: grant.userId, outcome: 'ok' });
    return { kind: 'created', grant };
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // two sign-ups raced for one name or email: the unique index decided, answer as above
    if ((await takenBy(ctx, username, email)).username) throw usernameTaken(ctx);
    return emailExists(ctx, email);
  }
}

/**
 * Issue 37: the sign-up mode's decision for this sign-up: a refusal is thrown (403, readable), a
 * request goes to the approval queue, a creation may use an invite and may make the first
 * administrator.
 */
async function joiningRules(ctx: Ctx, input: SignupInput, username: string) {
  const settings = await loadInstanceSettings(ctx.db);
  const firstAdmin = becomesFirstAdmin({
    employeeExists: await employeeExists(ctx.db),
    adminUsername: ctx.config.adminUsername,
    username,
  });
  const invite = input.invite?.trim() || undefined;
  const decision = signupDecision({
    mode: settings.signupMode,
    firstAdmin,
    invite: await inviteStatus(ctx.db, invite, ctx.now()),
    reason: input.reason ?? '',
  });
  if (decision.kind === 'refuse') {
    throw new AppError('forbidden', tr(ctx, SIGNUP_REFUSALS[decision.reason]), {
      reason: decision.reason,
      signupMode: settings.signupMode,
      ...(decision.reason === 'reason_required' ? { field: 'reason' } : {}),
    });
  }
  const useInvite =
    decision.kind === 'create' && !firstAdmin && invite && settings.signupMode !== 'open'
      ? invite
      : undefined;
  return { settings, firstAdmin, decision, useInvite };
}

async function requestToJoin(
  ctx: Ctx,
  r: { email: string; username: string; firstName: string; passwordHash: string; reason: string },
): Promise<void> {
  const reason = r.reason.trim().slice(0, 1000);
  await ctx.db.transaction(async (tx) => {
    // one waiting request per username: a second replaces the first
    await tx
      .delete(signupRequests)
      .where(
        and(
          sql`lower(${signupRequests.username}) = ${r.username.toLowerCase()}`,
          eq(signupRequests.status, 'pending'),
        ),
      );
    // decision 064: the language the person asked in, so the answer is mailed in it (they have
    // no account, so no language of their own); the pseudo-locale is no language to mail in
    const locale = ctx.locale && isShippedLocale(ctx.locale) ? ctx.locale : null;
    await tx.insert(signupRequests).values({ ...r, reason, locale, createdAt: ctx.now() });
  });
  authEvent(ctx, 'signup', { outcome: 'requested' });
}

/**
 * Every field of the form checked at once, so a person fixes all of them in one go: the
 * username's problem and the password's are both answered by one submit. A username that
 * passes its own rules is looked up only when another field failed (otherwise the sign-up
 * looks it up after hashing, as before). One error: the first field's message, and each
 * field's in `details.fields`.
 */
async function checkSignupFields(
  ctx: Ctx,
  input: SignupInput,
  { email, username }: { email: string; username: string },
): Promise<string> {
  const problems: Record<string, string> = {};
  const check = <T>(run: () => T): T | undefined => {
    try {
      return run();
    } catch (e) {
      const field = e instanceof AppError ? e.details?.field : undefined;
      if (typeof field !== 'string' || !(e instanceof AppError)) throw e;
      problems[field] ??= e.message;
      return undefined;
    }
  };
  check(() => checkEmail(email, ctx));
  check(() => checkUsername(username, ctx));
  const firstName = check(() => checkFirstName(input.firstName, ctx));
  check(() => checkNewPassword(input.password, { username, email }, 'password', ctx));
  const fields = Object.keys(problems);
  if (fields.length === 0 && firstName !== undefined) return firstName;
  if (!problems.username && (await takenBy(ctx, username, '')).username) {
    problems.username = usernameTaken(ctx).message;
  }
  const first = SIGNUP_FIELDS.find((f) => problems[f]) ?? fields[0] ?? 'username';
  throw new AppError('bad_request', problems[first] ?? tr(ctx, 'errors.accounts.checkForm'), {
    field: first,
    fields: problems,
  });
}

/** The form's order: the first field with a problem names the error and takes the focus. */
const SIGNUP_FIELDS = ['email', 'password', 'firstName', 'username'];

async function takenBy(
  ctx: Ctx,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const rows = await ctx.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email}`,
    );
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email?.toLowerCase() === email),
  };
}

async function emailExists(ctx: Ctx, email: string): Promise<SignupOutcome> {
  authEvent(ctx, 'signup', { outcome: 'email_exists' });
  // at most a few such mails per address and hour: the form is no way to flood someone's inbox
  const mayMail = await consume(ctx, 'signupTakenEmail', email.slice(0, 254)).then(
    () => true,
    (e: unknown) => {
      if (e instanceof AppError && e.code === 'too_many_requests') return false;
      throw e;
    },
  );
  if (mayMail) {
    // decision 048: queued, so this answer takes as long whether or not a mail goes
    const settings = await loadInstanceSettings(ctx.db);
    // decision 064: in the language of the account the address has, never the one of whoever
    // typed it in
    const [owner] = await ctx.db
      .select({ locale: users.locale })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    const w = mailWriter(mailLocale(owner?.locale, settings.defaultLanguage));
    await queueMail(ctx, { to: email, ...takenMail(ctx.publicOrigin, settings.name, w) });
  }
  return { kind: 'email_exists' };
}

function takenMail(origin: string, site: string, w: MailWriter) {
  return composeMail(w, w.say('mail.signupTaken.subject'), [
    w.say('mail.hi'),
    w.say('mail.signupTaken.intro', { site }),
    w.say('mail.signupTaken.ifYou'),
    { text: w.say('mail.signupTaken.logIn'), href: `${origin}/login` },
    w.say('mail.signupTaken.forgot'),
    { text: w.say('mail.signupTaken.reset'), href: `${origin}/password/reset` },
    w.say('mail.signupTaken.notYou'),
  ]);
}
