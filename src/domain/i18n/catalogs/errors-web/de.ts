import type { ErrorsWebMessageId } from './en.ts';

/** German: fetching, picture and request errors (decision 064), part of de.ts. */
export const deErrorsWeb: Record<ErrorsWebMessageId, string> = {
  'errors.fetch.pictureAddress': 'Gib die vollständige Adresse eines Bildes ein, z. B. https://…',
  'errors.fetch.httpOnly': 'Nur http- und https-Adressen können verwendet werden.',
  'errors.fetch.blocked': 'Tessera kann von dieser Adresse keine Bilder abrufen.',
  'errors.fetch.noSuchSite': 'Tessera konnte diese Website nicht finden.',
  'errors.fetch.pictureTooBig': 'Dieses Bild ist zu groß. Verwende eines unter 20 MB.',
  'errors.fetch.pictureTimeout': 'Diese Website hat zu lange gebraucht, um das Bild zu senden.',
  'errors.fetch.noPicture': 'Tessera konnte von dieser Adresse kein Bild abrufen.',
  'errors.fetch.noPictureStatus':
    'Tessera konnte von dieser Adresse kein Bild abrufen (die Website antwortete mit {status}).',
  'errors.fetch.tooManyRedirects': 'Diese Adresse leitet zu oft weiter.',
  'errors.fetch.pageAddress': 'Gib die vollständige Adresse einer Seite ein, z. B. https://…',
  'errors.fetch.pageBlocked': 'Tessera kann unter dieser Adresse keine Seiten öffnen.',
  'errors.fetch.pageUnreachable': 'Tessera konnte diese Seite nicht öffnen.',
  'errors.fetch.pageStatus':
    'Tessera konnte diese Seite nicht öffnen (die Website antwortete mit {status}).',
  'errors.fetch.pageTooBig': 'Diese Seite ist zu groß zum Lesen (über 2 MB).',
  'errors.fetch.pageTimeout': 'Diese Website hat zu lange für eine Antwort gebraucht.',
  'errors.fetch.notHtml':
    'Diese Adresse ist keine Webseite (kein HTML). Um ein Bild selbst zu merken, füge seine Adresse unter „oder von einer URL merken“ ein.',
  'errors.fetch.notJson': 'Diese Adresse hat nicht wie eine API geantwortet (kein JSON).',
  'errors.fetch.badJson': 'Diese Adresse hat mit JSON geantwortet, das Tessera nicht lesen kann.',
  'errors.images.unsupportedFormat':
    'Tessera kann keine {format}-Bilder verwenden (verwende JPEG, PNG, WebP, GIF oder AVIF).',
  'errors.images.heicUnreadable': 'Dieses HEIC-Bild konnte nicht gelesen werden.',
  'errors.images.heicEmpty': 'Diese HEIC-Datei enthält kein Bild.',
  'errors.images.heicTooManyPixels':
    'Dieses HEIC-Bild hat {width} × {height} Pixel, mehr als ein Bild haben darf.',
  'errors.comments.tooFast':
    'Du kommentierst sehr schnell. Bitte warte ein paar Minuten und versuche es dann erneut.',
  'errors.feedback.tooManyReports':
    'Du hast in kurzer Zeit viele Meldungen gesendet. Bitte versuche es später erneut.',
  'errors.page.badAddressTitle': 'Ungültige Adresse',
  'errors.page.badEscape': 'Diese Adresse enthält eine fehlerhafte %-Kodierung.',
  'errors.page.addressProblem':
    'Diese Adresse {problem, select, lone_surrogate {enthält ein ungültiges Zeichen (ein einzelnes Surrogat)} other {enthält ein Steuerzeichen}}.',
  'errors.page.parameterProblem':
    'Der Parameter „{name}“ {problem, select, lone_surrogate {enthält ein ungültiges Zeichen (ein einzelnes Surrogat)} other {enthält ein Steuerzeichen (erlaubt sind nur Tabulatoren und Zeilenumbrüche)}}.',
  'errors.page.methodTitle': 'Methode nicht erlaubt',
  'errors.page.method': 'Diese Seite nimmt {allow} an, nicht {method}.',
  'errors.page.notFormTitle': 'Kein Formular',
  'errors.page.notForm':
    'Seiten nehmen Formulardaten an (application/x-www-form-urlencoded oder multipart/form-data).',
  'errors.page.tooLargeTitle': 'Zu groß',
  'errors.page.tooLarge':
    'Dieses Formular hat mehr als {mb} MB gesendet, mehr als diese Seite annimmt.',
  'errors.page.cutOffTitle': 'Unvollständiges Formular',
  'errors.page.cutOff': 'Das Formular wurde abgeschnitten.',
  'errors.page.malformedTitle': 'Fehlerhaftes Formular',
  'errors.page.malformed': 'Dieses Formular konnte nicht gelesen werden.',
  'errors.page.malformedMultipart':
    'Dieses Formular konnte nicht gelesen werden: Der Multipart-Inhalt ist fehlerhaft (Boundary fehlt oder ist falsch, oder er ist abgeschnitten).',
  'errors.page.checkFormTitle': 'Prüfe das Formular',
  'errors.page.fieldProblem':
    'Das Feld „{name}“ {problem, select, lone_surrogate {enthält ein ungültiges Zeichen (ein einzelnes Surrogat)} other {enthält ein Steuerzeichen (erlaubt sind nur Tabulatoren und Zeilenumbrüche)}}.',
  'errors.page.refusedTitle': 'Abgelehnt',
  'errors.page.badRequestTitle': 'Ungültige Anfrage',
  'errors.page.badHost': 'Der Host-Header ist kein gültiger Host.',
  'errors.page.goHome': 'Zum Startseiten-Feed',
  'errors.api.boardIdOrSlug': 'Gib board_id an, oder username und slug.',
  'errors.api.liveLogIn': 'Melde dich an, um Live-Updates zu erhalten.',
  'errors.api.liveAge': 'muss eine ganze Zahl von Millisekunden sein, höchstens 9 Ziffern.',
  'server.embed.viewOn': 'Auf Tessera ansehen',
  'server.embed.unavailable': 'Dieser Pin ist nicht verfügbar.',
  'errors.images.storeDown':
    'Der Bildspeicher antwortet nicht, daher können gerade keine Bilder gespeichert oder angezeigt werden. Versuche es gleich noch einmal.',
  'errors.images.notAnImage':
    'Die Datei ist kein Bild, das Tessera lesen kann (verwende JPEG, PNG, WebP, GIF oder AVIF).',
  'errors.images.tooManyPixels': 'Das Bild ist zu groß: höchstens {megapixels, number} Megapixel.',
  'errors.images.tooLarge': 'Das Bild ist größer als {mb, number} MB.',
  'errors.forms.unknown': 'Dieses Formular ist unbekannt.',
  'errors.forms.emailMode': 'Wähle, wie deine E-Mails kommen sollen.',
  'server.home.description':
    'Entdecke Ideen, merke dir die, die du liebst, und teile sie auf {name}.',
  'errors.oauth.unknownApp': 'Diese App ist bei Tessera nicht registriert.',
  'errors.oauth.unregisteredRedirect':
    'Die App hat eine redirect_uri gesendet, die sie nicht registriert hat, daher leitet Tessera dich nicht dorthin weiter.',
  'errors.imports.noSuchImport': 'Einen solchen Import von dir gibt es nicht.',
  'errors.imports.noneUnderWay': 'Es läuft gerade kein Import von dir.',
  'errors.collages.seePrompt': 'Melde dich an, um deine Collagen zu sehen',
  'errors.boards.invitesPrompt': 'Melde dich an, um deine Einladungen zu sehen',
  'errors.ideas.topicsPrompt': 'Melde dich an, um deine Themen auszuwählen',
};
