import type { MailMessageId } from './en.ts';

/** German: every mail's texts (decision 064), part of de.ts. */
export const deMail: Record<MailMessageId, string> = {
  'mail.hi': 'Hallo,',
  'mail.hiName': 'Hallo {name},',
  'mail.reset.subject': 'Setze dein Passwort für {site} zurück',
  'mail.reset.intro':
    'Jemand hat darum gebeten, das Passwort deines Kontos bei {site} zurückzusetzen. Um ein neues zu wählen, öffne innerhalb einer Stunde diesen Link:',
  'mail.reset.link': 'Passwort zurücksetzen',
  'mail.reset.notYou':
    'Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
  'mail.signupTaken.subject': 'Jemand wollte sich mit deiner Adresse registrieren',
  'mail.signupTaken.intro':
    'Jemand hat gerade versucht, sich bei {site} mit deiner E-Mail-Adresse zu registrieren, zu der es schon ein Konto gibt.',
  'mail.signupTaken.ifYou': 'Wenn du das warst, melde dich an:',
  'mail.signupTaken.logIn': 'Anmelden',
  'mail.signupTaken.forgot': 'Passwort vergessen? Wähle ein neues:',
  'mail.signupTaken.reset': 'Neues Passwort wählen',
  'mail.signupTaken.notYou':
    'Wenn du das nicht warst, ignoriere diese E-Mail: An deinem Konto hat sich nichts geändert.',
  'mail.emailTaken.subject': 'Jemand wollte deine E-Mail-Adresse bei {site} verwenden',
  'mail.emailTaken.intro':
    'Jemand wollte ein anderes Konto bei {site} auf diese E-Mail-Adresse umstellen. Zu dieser Adresse gibt es schon ein Konto, daher hat sich nichts geändert.',
  'mail.emailTaken.forgot':
    'Wenn du dein Passwort vergessen hast, kannst du es auf der Anmeldeseite zurücksetzen.',
  'mail.emailConfirm.subject': 'Bestätige deine neue E-Mail-Adresse für {site}',
  'mail.emailConfirm.intro':
    'Du möchtest diese Adresse für dein Konto bei {site} verwenden. Um sie zu bestätigen, öffne innerhalb eines Tages diesen Link:',
  'mail.emailConfirm.link': 'Neue E-Mail-Adresse bestätigen',
  'mail.emailChanged.subject': 'Deine E-Mail-Adresse bei {site} wurde geändert',
  'mail.emailChanged.intro':
    'Dein Konto bei {site} verwendet jetzt {email}. E-Mails von {site} gehen ab jetzt dorthin.',
  'mail.emailChanged.notYou':
    'Wenn du das nicht warst, setze dein Passwort zurück und sichere dein Konto über die Anmeldeseite.',
  'mail.signupConfirm.subject': 'Bestätige deine E-Mail-Adresse für {site}',
  'mail.signupConfirm.intro':
    'Willkommen bei {site}. Um zu bestätigen, dass dies deine Adresse ist, öffne innerhalb einer Woche diesen Link. Bis dahin kannst du dich umsehen, aber nichts posten.',
  'mail.signupConfirm.link': 'E-Mail-Adresse bestätigen',
  'mail.signupRefused.subject': 'Deine Anfrage, {site} beizutreten',
  'mail.signupRefused.intro':
    'Die Administratoren von {site} haben deine Anfrage gelesen und sich entschieden, dir diesmal kein Konto zu eröffnen.',
  'mail.signupApproved.subject': 'Willkommen bei {site}',
  'mail.signupApproved.intro':
    'Deine Anfrage, {site} beizutreten, wurde angenommen. Melde dich mit dem Benutzernamen {username} und dem Passwort an, das du gewählt hast.',
  'mail.signupApproved.link': 'Anmelden',
  'mail.notification.sentence': '{sentence}.',
  'mail.notification.seeIt': 'Auf {site} ansehen',
  'mail.notification.why': 'Du bekommst diese E-Mail, weil E-Mails zu „{label}“ aktiviert sind.',
  'mail.notification.choose': 'Wähle, welche E-Mails du bekommst',
  'mail.notification.unsubscribe': 'E-Mails zu „{label}“ abbestellen',
  'mail.digest.subject':
    '{count, plural, one {Deine Zusammenfassung von {site}: # neue Benachrichtigung} other {Deine Zusammenfassung von {site}: # neue Benachrichtigungen}}',
  'mail.digest.intro': 'Das ist seit deiner letzten Zusammenfassung auf {site} passiert.',
  'mail.digest.category': '{label} ({count})',
  'mail.digest.more': '{count, plural, one {und # weitere} other {und # weitere}}',
  'mail.digest.why':
    'Du bekommst diese tägliche Zusammenfassung, weil du sie für deine Benachrichtigungs-E-Mails gewählt hast.',
  'mail.digest.unsubscribe': 'Alle Benachrichtigungs-E-Mails abbestellen',
  'mail.notice.pinRemoved': 'Dein Pin wurde entfernt',
  'mail.notice.warning': 'Eine Verwarnung zu deinem Konto',
  'mail.notice.report': 'Wir haben deine Meldung geprüft',
  'mail.export.subject': 'Deine Daten von {site} sind bereit',
  'mail.export.ready':
    '{count, plural, one {Die Kopie deiner Daten von {site}, die du angefordert hast, ist bereit. Lade sie innerhalb von # Tag herunter:} other {Die Kopie deiner Daten von {site}, die du angefordert hast, ist bereit. Lade sie innerhalb von # Tagen herunter:}}',
  'mail.export.link': 'Deine Daten herunterladen',
  'mail.export.findIt':
    'Zum Herunterladen musst du angemeldet sein. Du findest sie auch unter Einstellungen, Deine Daten herunterladen:',
  'mail.export.settings': 'Einstellungen, Deine Daten herunterladen',
};
