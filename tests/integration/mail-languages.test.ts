import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, signupRequests, users } from '#server/db/schema/index';
import { confirmEmailChange } from '#server/services/accounts/email-change';
import { hashToken } from '#server/services/accounts/sessions';
import { sendNotice } from '#server/services/admin/notices';
import { decideSignupRequest, queueSignupConfirmation } from '#server/services/instance/joining';
import { loadInstanceSettings, saveInstanceSettings } from '#server/services/instance/settings';
import type { OutboxMessage } from '#server/services/platform/mail';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { readOutbox } from '../support/outbox.ts';
import { Client, signedUp, uniqueName } from './auth-support.ts';

// Decision 064: every mail in its recipient's language: their account's, else the instance's
// default, else English; whatever language the request that caused it was in.

describe.each(dbKinds())('mail in the recipient’s language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  type Person = Awaited<ReturnType<typeof signedUp>>;
  const db = () => t.tessera.database.db;
  async function speaks(p: Person, locale: string | null, firstName = 'Jo') {
    await db().update(users).set({ locale, firstName }).where(eq(users.id, p.id));
  }
  async function mailsTo(email: string): Promise<OutboxMessage[]> {
    return (await readOutbox(t))
      .filter((m) => m.to === email)
      .sort((a, b) => a.id.localeCompare(b.id));
  }
  /** A reset asked for from a browser that asks for English: the account's language wins. */
  async function resetMailOf(p: Person): Promise<OutboxMessage> {
    const c = new Client(t);
    const res = await c.post('PasswordResetResource', 'create', { email: p.email });
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await mailsTo(p.email)).find((m) => m.text.includes('/password/reset/?token='));
    if (!mail) throw new Error('no reset mail');
    return mail;
  }

  it('a German account gets the German password-reset mail, values escaped in its HTML', async () => {
    const p = await signedUp(t);
    await speaks(p, 'de', 'Jo <b>&');
    const mail = await resetMailOf(p);
    expect(mail.subject).toBe('Setze dein Passwort für Tessera zurück');
    expect(mail.locale).toBe('de');
    expect(mail.text).toContain('Hallo Jo <b>&,');
    expect(mail.text).toContain(
      'Jemand hat darum gebeten, das Passwort deines Kontos bei Tessera zurückzusetzen.',
    );
    expect(mail.text).toContain('http://localhost:3000/password/reset/?token=');
    expect(mail.text).toContain('Dein Passwort bleibt, wie es ist.');
    expect(mail.text.replace(/http\S+/g, '')).not.toMatch(/\b(Hi|Someone|password)\b/);
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/);
    expect(mail.html).toContain('<p>Hallo Jo &lt;b&gt;&amp;,</p>');
    expect(mail.html).not.toContain('<b>&');
    expect(mail.html).toMatch(
      /<a href="http:\/\/localhost:3000\/password\/reset\/\?token=[^"]+">Passwort zurücksetzen<\/a>/,
    );
  });

  it('a German account gets its notification mail in German (subject and body)', async () => {
    const [me, ana] = [await signedUp(t), await signedUp(t)];
    await speaks(me, 'de');
    await speaks(ana, null, 'Ana');
    const sent = await ana.client.post('ConversationMessagesResource', 'create', {
      user_ids: [me.id],
      text: 'Hallo',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [OutboxMessage];
    expect(mail.subject).toMatch(/^Ana\b.* hat dir eine Nachricht geschickt$/);
    expect(mail.locale).toBe('de');
    expect(mail.text).toContain('Hallo Jo,');
    expect(mail.text).toMatch(/hat dir eine Nachricht geschickt\./);
    expect(mail.text).toMatch(/Auf Tessera ansehen: http:\/\/localhost:\d+\/conversation\/\d+\//);
    expect(mail.text).toContain(
      'Du bekommst diese E-Mail, weil E-Mails zu „Nachrichten“ aktiviert sind.',
    );
    expect(mail.text).toMatch(
      /E-Mails zu „Nachrichten“ abbestellen: http:\/\/\S+\/email\/subscription\/\?token=/,
    );
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/);
    // the sender speaks English: what it said to them is not what the recipient reads
    expect(mail.text).not.toContain('sent you a message');
  });

  it('an Arabic mail is right to left', async () => {
    const p = await signedUp(t);
    await speaks(p, 'ar');
    const mail = await resetMailOf(p);
    expect(mail.subject).toBe('أعد تعيين كلمة مرورك على Tessera');
    expect(mail.locale).toBe('ar');
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(mail.text).toContain('مرحبًا Jo،');
  });

  it('an account with no language of its own gets the instance’s default, English without one', async () => {
    const p = await signedUp(t);
    await speaks(p, null);
    const english = await resetMailOf(p);
    expect(english.subject).toBe('Reset your Tessera password');
    expect(english.html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    const ctx = t.tessera.systemCtx();
    await saveInstanceSettings(ctx, { defaultLanguage: 'fr' }, null);
    try {
      const q = await signedUp(t);
      await speaks(q, null);
      const french = await resetMailOf(q);
      expect(french.subject).toBe('Réinitialisez votre mot de passe Tessera');
      expect(french.locale).toBe('fr');
      expect(french.text).toContain('Bonjour Jo,');
      // the account's own choice still comes first
      const r = await signedUp(t);
      await speaks(r, 'ja');
      expect((await resetMailOf(r)).subject).toBe('Tesseraのパスワードを再設定してください');
    } finally {
      await saveInstanceSettings(ctx, { defaultLanguage: 'en' }, null);
    }
  });

  it('a request that kept no language (from before it was kept) is answered in the instance’s default, not the deciding administrator’s language', async () => {
    const ctx = t.tessera.systemCtx();
    await saveInstanceSettings(ctx, { defaultLanguage: 'de' }, null);
    try {
      const ask = async () => {
        const username = uniqueName('ask_');
        const [row] = await db()
          .insert(signupRequests)
          .values({
            email: `${username.toLowerCase()}@example.com`,
            username,
            firstName: 'Mia',
            passwordHash: 'x',
            reason: 'Ideen',
          })
          .returning();
        if (!row) throw new Error('no request');
        return row;
      };
      // the administrator's request is in Japanese: it says nothing of the applicant's language
      const admin = { ...ctx, locale: 'ja' };
      const yes = await ask();
      await decideSignupRequest(admin, yes.id, 'approve', null);
      const [welcome] = await mailsTo(yes.email);
      expect(welcome?.subject).toBe('Willkommen bei Tessera');
      expect(welcome?.locale).toBe('de');
      expect(welcome?.text).toContain(
        `Melde dich mit dem Benutzernamen ${yes.username} und dem Passwort an, das du gewählt hast.`,
      );
      const no = await ask();
      await decideSignupRequest(admin, no.id, 'refuse', null);
      const [refusal] = await mailsTo(no.email);
      expect(refusal?.subject).toBe('Deine Anfrage, Tessera beizutreten');
      expect(refusal?.text).toContain('Hallo Mia,');
    } finally {
      await saveInstanceSettings(ctx, { defaultLanguage: 'en' }, null);
    }
  });

  it('a sign-up request keeps the language it was asked in, and its answer is mailed in it', async () => {
    const ctx = t.tessera.systemCtx();
    await saveInstanceSettings(ctx, { defaultLanguage: 'de', signupMode: 'approval' }, null);
    try {
      const ask = async (acceptLanguage: string) => {
        const username = uniqueName('lang_');
        const email = `${username.toLowerCase()}@example.com`;
        const res = await new Client(t).post(
          'UserRegisterResource',
          'create',
          {
            email,
            password: 'correct horse battery staple 42',
            username,
            first_name: 'Léa',
            reason: 'Des idées',
          },
          { 'accept-language': acceptLanguage },
        );
        expect(res.statusCode, res.body).toBe(200);
        const [row] = await db()
          .select()
          .from(signupRequests)
          .where(eq(signupRequests.username, username));
        if (!row) throw new Error('no request');
        return row;
      };
      // the administrator deciding reads Japanese: that says nothing of the applicant's language
      const admin = { ...ctx, locale: 'ja' };
      const yes = await ask('fr-CA,fr;q=0.9,en;q=0.5');
      expect(yes.locale).toBe('fr');
      await decideSignupRequest(admin, yes.id, 'approve', null);
      const [welcome] = await mailsTo(yes.email);
      expect(welcome?.subject).toBe('Bienvenue sur Tessera');
      expect(welcome?.locale).toBe('fr');
      expect(welcome?.text).toContain('Bonjour Léa,');
      const no = await ask('ar');
      expect(no.locale).toBe('ar');
      await decideSignupRequest(admin, no.id, 'refuse', null);
      const [refusal] = await mailsTo(no.email);
      expect(refusal?.subject).toBe('طلبك للانضمام إلى Tessera');
      expect(refusal?.html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
      // a browser asking for no language Tessera ships is answered in the instance's default
      const other = await ask('pt-BR');
      expect(other.locale).toBe('de');
      await decideSignupRequest(admin, other.id, 'approve', null);
      expect((await mailsTo(other.email))[0]?.subject).toBe('Willkommen bei Tessera');
    } finally {
      await saveInstanceSettings(ctx, { defaultLanguage: 'en', signupMode: 'open' }, null);
    }
  });

  it('a new account’s confirmation is in the language its sign-up was in', async () => {
    const p = await signedUp(t);
    const ctx = { ...t.tessera.systemCtx(), locale: 'fr' };
    // as a sign-up's request has (on PGlite a read beside an open transaction waits for it)
    await loadInstanceSettings(db());
    await db().transaction((tx) =>
      queueSignupConfirmation(ctx, tx, { id: p.id, email: p.email, name: 'Léa' }),
    );
    const mail = (await mailsTo(p.email)).find((m) => m.text.includes('/settings/email/confirm/'));
    expect(mail?.subject).toBe('Confirmez votre e-mail pour Tessera');
    expect(mail?.text).toContain('Bonjour Léa,');
    expect(mail?.html).toContain('>Confirmer votre e-mail</a>');
  });

  it('a moderators’ notice is in the recipient’s language, their words kept as written', async () => {
    const p = await signedUp(t);
    await speaks(p, 'de');
    const ctx = t.tessera.systemCtx();
    await db().transaction((tx) =>
      sendNotice(ctx, tx, {
        recipientId: p.id,
        kind: 'warning',
        message: 'No <spam> & please',
        key: `w-${p.id}`,
      }),
    );
    const [mail] = await mailsTo(p.email);
    expect(mail?.subject).toBe('Eine Verwarnung zu deinem Konto');
    expect(mail?.locale).toBe('de');
    expect(mail?.text).toContain('Hallo Jo,');
    expect(mail?.text).toContain('Eine Verwarnung der Moderatoren: No <spam> & please');
    expect(mail?.html).toContain('No &lt;spam&gt; &amp; please');
  });

  it('an email change is told to the old address in the account’s language', async () => {
    const p = await signedUp(t);
    await speaks(p, 'fr');
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const newEmail = `${uniqueName('new_').toLowerCase()}@example.com`;
    await db()
      .insert(emailChanges)
      .values({
        tokenHash: hashToken(token),
        userId: p.id,
        newEmail,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 60_000),
      });
    await confirmEmailChange(t.tessera.systemCtx(), token);
    const [mail] = await mailsTo(p.email);
    expect(mail?.subject).toBe('Votre e-mail Tessera a été modifié');
    expect(mail?.text).toContain(`Votre compte Tessera utilise désormais ${newEmail}.`);
    expect(mail?.html).toMatch(/^<!DOCTYPE html><html lang="fr" dir="ltr">/);
  });
});
