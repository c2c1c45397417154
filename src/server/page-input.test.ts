import { describe, expect, it } from 'vitest';
import { checkFormType, checkMethod, errorPageHtml, PageInputError } from './page-input.ts';

function refusal(run: () => void): PageInputError {
  try {
    run();
  } catch (e) {
    if (e instanceof PageInputError) return e;
    throw e;
  }
  throw new Error('not refused');
}

// decision 064: the plain page a refused request gets is said in the request's language
describe('the refusal page', () => {
  it('keeps its English for logs and for an English reader', () => {
    const e = refusal(() => checkFormType('text/plain'));
    expect(e.status).toBe(415);
    expect(e.message).toBe(
      'Pages take form posts (application/x-www-form-urlencoded or multipart/form-data).',
    );
    const html = errorPageHtml(e, {});
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>Not a form</h1>');
    expect(html).toContain('Go to the home feed');
  });

  it('is written in German, and in Arabic right to left', () => {
    const e = refusal(() => checkFormType('text/plain'));
    const de = errorPageHtml(e, { locale: 'de' });
    expect(de).toContain('<html lang="de" dir="ltr">');
    expect(de).toContain('<title>Kein Formular · Tessera</title>');
    expect(de).toContain('Zum Startseiten-Feed');
    expect(errorPageHtml(e, { locale: 'ar' })).toContain('<html lang="ar" dir="rtl">');
  });

  it('joins the methods a page takes as the language joins alternatives', () => {
    const e = refusal(() =>
      checkMethod('PUT', { leafId: 'routes/x', hasGet: true, hasAction: true }),
    );
    expect(e.headers.allow).toBe('GET, HEAD, POST');
    expect(errorPageHtml(e, {})).toContain('This page takes GET, HEAD, or POST, not PUT.');
    expect(errorPageHtml(e, { locale: 'de' })).toContain(
      'Diese Seite nimmt GET, HEAD oder POST an, nicht PUT.',
    );
  });
});
