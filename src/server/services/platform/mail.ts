import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { loadInstanceSettings } from '../instance/settings.ts';
import { tr } from './i18n.ts';
import { mailDocument } from './mail-language.ts';

/** One message as written to the development outbox (DATA_DIR/mail/<id>.json). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** the List-Unsubscribe header's address, when the mail has one */
  listUnsubscribe?: string;
  /** decision 064: the language it is written in (its Content-Language), when it says one */
  locale?: string;
  createdAt: string;
}

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** decision 044: notification mails name their unsubscribe link in List-Unsubscribe too */
  listUnsubscribe?: string;
  /**
   * decision 064: the language the mail is written in (the recipient's, mail-language.ts): its
   * Content-Language header and its HTML part's `<html lang dir>`; English when not said
   */
  locale?: string;
}

const transports = new WeakMap<Config, Transporter>();

function transportFor(config: Config, url: string): Transporter {
  let t = transports.get(config);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(config, t);
  }
  return t;
}

/** Text made safe to put in a mail's HTML part. */
/**
 * Issue 37's /admin/health: the SMTP server of SMTP_URL answers a connection (nodemailer's
 * verify, on the transport mail is sent with); without SMTP_URL mail goes to the outbox folder.
 */
export async function verifyMail(config: Config): Promise<void> {
  if (config.smtpUrl) await transportFor(config, config.smtpUrl).verify();
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function outboxDir(config: Config): string {
  return path.join(config.dataDir, 'mail');
}

async function fromAddress(ctx: Ctx): Promise<{ name: string; address: string }> {
  const host = new URL(ctx.publicOrigin).hostname;
  // issue 37: mail comes from the instance, by its name (nodemailer quotes it for the header)
  const { name } = await loadInstanceSettings(ctx.db);
  // a bare host such as localhost is no valid mail domain
  return { name, address: `no-reply@${host.includes('.') ? host : 'tessera.invalid'}` };
}

/**
 * decision 005: through SMTP when SMTP_URL is set; otherwise written to DATA_DIR/mail so a
 * self-hoster without a mail server (and the tests) can read what would have been sent.
 */
export async function sendMail(
  ctx: Ctx,
  input: MailInput,
  /**
   * the same key on a retry: the outbox keeps one file (named by it, so it starts with the time),
   * an SMTP receiver sees one Message-ID
   */
  key?: string,
): Promise<void> {
  const html = input.html ? mailDocument(input.html, input.locale) : null;
  if (ctx.config.smtpUrl) {
    await transportFor(ctx.config, ctx.config.smtpUrl).sendMail({
      from: await fromAddress(ctx),
      ...(key ? { messageId: `<${key}@${new URL(ctx.publicOrigin).hostname}>` } : {}),
      to: input.to,
      subject: input.subject,
      text: input.text,
      ...(html ? { html } : {}),
      ...(input.listUnsubscribe ? { list: { unsubscribe: input.listUnsubscribe } } : {}),
      headers: {
        // RFC 3282: the language the mail is written in (decision 064)
        'Content-Language': input.locale ?? 'en',
        // RFC 8058: the address takes a POST of List-Unsubscribe=One-Click (routes in
        // http/one-click-unsubscribe.ts), so a mail provider's Unsubscribe button needs no page
        ...(input.listUnsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
      },
    });
    return;
  }
  const now = ctx.now();
  // time first, so names sort by age; random tail, so two mails in one millisecond never collide
  const id =
    key ?? `${now.getTime().toString().padStart(14, '0')}-${randomBytes(6).toString('hex')}`;
  const message: OutboxMessage = {
    id,
    to: input.to,
    subject: input.subject,
    text: input.text,
    html,
    ...(input.listUnsubscribe ? { listUnsubscribe: input.listUnsubscribe } : {}),
    ...(input.locale ? { locale: input.locale } : {}),
    createdAt: now.toISOString(),
  };
  const dir = outboxDir(ctx.config);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${id}.json`), JSON.stringify(message, null, 2), {
    mode: 0o600,
  });
}

/** A mail as the mail job carries it (decision 048): what to send, and from which origin. */
export interface QueuedMail extends MailInput {
  origin: string;
  /** when it was queued (ms): an outbox file's name starts with it, so names sort by age */
  queuedAt: number;
}

/**
 * Decision 048: the mail goes as a job, retried with backoff, so a slow or failing mail server
 * never holds or fails the request. With `tx` the job is written in the caller's transaction:
 * it exists if and only if the write commits. Without a queue (CLI, seed) it goes at once.
 */
export async function queueMail(
  ctx: Ctx,
  input: MailInput,
  opts: { tx?: Pick<Db, 'execute'> } = {},
): Promise<void> {
  if (!ctx.jobs) return sendMail(ctx, input);
  const job: QueuedMail = { ...input, origin: ctx.publicOrigin, queuedAt: ctx.now().getTime() };
  await ctx.jobs.send('mail', job, opts);
}

function isOutboxMessage(v: unknown): v is OutboxMessage {
  if (v === null || typeof v !== 'object') return false;
  const m = v as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    typeof m.to === 'string' &&
    typeof m.subject === 'string' &&
    typeof m.text === 'string' &&
    typeof m.createdAt === 'string'
  );
}

/** The development outbox, newest first. Never in production: mail holds reset links. */
export async function listOutbox(ctx: Ctx): Promise<OutboxMessage[]> {
  if (ctx.config.production) throw notFound(tr(ctx, 'errors.platform.noOutbox'));
  const dir = outboxDir(ctx.config);
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: OutboxMessage[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    try {
      const parsed: unknown = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
      if (isOutboxMessage(parsed)) out.push(parsed);
    } catch {
      // a file being written or edited by hand is skipped, not fatal
    }
  }
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}
