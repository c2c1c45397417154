import { deAdmin } from './admin/de.ts';
import { deAuthoring } from './authoring/de.ts';
import { deBoards } from './boards/de.ts';
import { deCloseup } from './closeup/de.ts';
import { deDiscovery } from './discovery/de.ts';
import type { Catalog } from './en.ts';
import { deErrorsAccounts } from './errors-accounts/de.ts';
import { deErrorsContent } from './errors-content/de.ts';
import { deErrorsWeb } from './errors-web/de.ts';
import { deGuidelines } from './guidelines/de.ts';
import { deMail } from './mail/de.ts';
import { deMessages } from './messages/de.ts';
import { dePwa } from './pwa/de.ts';
import { deRules } from './rules/de.ts';
import { deRulesContent } from './rules-content/de.ts';
import { deSettings } from './settings/de.ts';

/** German (decision 064). */
export const de: Catalog = {
  'shell.skipToContent': 'Zum Inhalt springen',
  'shell.homeOf': '{name} Startseite',
  'shell.mainNav': 'Hauptnavigation',
  'shell.bottomNav': 'Navigation unten',
  'shell.home': 'Startseite',
  'shell.explore': 'Entdecken',
  'shell.today': 'Heute',
  'shell.shopping': 'Shopping',
  'shell.create': 'Erstellen',
  'shell.profile': 'Profil',
  'shell.logIn': 'Anmelden',
  'shell.signUp': 'Registrieren',
  'shell.visitorMenu': 'Konto, Design und Sprache',
  'shell.accountMenu': 'Konto und Einstellungen',
  'shell.yourProfileOf': 'Dein Profil, {name}',
  'shell.yourProfile': 'Dein Profil',
  'shell.analytics': 'Statistiken',
  'shell.settings': 'Einstellungen',
  'shell.tuneHomeFeed': 'Startseiten-Feed anpassen',
  'shell.guidelines': 'Community-Richtlinien',
  'shell.aboutOf': 'Über {name}',
  'shell.logOut': 'Abmelden',
  'shell.theme': 'Design',
  'shell.themeSystem': 'System',
  'shell.themeLight': 'Hell',
  'shell.themeDark': 'Dunkel',
  'shell.language': 'Sprache',
  'shell.goHome': 'Zur Startseite',
  'shell.notInTessera': 'Nicht in Tessera',
  'error.notFoundTitle': 'Diese Seite haben wir nicht gefunden',
  'error.notFoundMessage': 'Vielleicht ist der Link fehlerhaft oder die Seite wurde entfernt.',
  'error.title': 'Etwas ist schiefgelaufen',
  'error.message':
    'Beim Anzeigen dieser Seite ist in Tessera ein Problem aufgetreten. Versuche es gleich noch einmal.',
  'error.messageDoing':
    'In Tessera ist ein Problem aufgetreten ({doing}). Versuche es gleich noch einmal.',
  'meta.notFound': 'Seite nicht gefunden',
  'meta.error': 'Etwas ist schiefgelaufen',
  'header.search': 'Suchen',
  'header.searchOf': '{name} durchsuchen',
  'header.clearSearch': 'Suche löschen',
  'header.exploreCategories': 'Kategorien entdecken',
  'header.loadingCategories': 'Kategorien werden geladen …',
  'header.categoriesFailed': 'Die Kategorien konnten nicht geladen werden.',
  'header.allIdeas': 'Alle Ideen',
  'header.videos': 'Videos',
  'header.createPin': 'Pin erstellen',
  'header.createCollage': 'Collage erstellen',
  'header.createBoard': 'Pinnwand erstellen',
  'header.notifications': 'Benachrichtigungen',
  'header.loadingNotifications': 'Benachrichtigungen werden geladen',
  'header.messages': 'Nachrichten',
  'header.inbox': 'Posteingang',
  'header.loadingMessages': 'Nachrichten werden geladen',
  'header.invites': 'Einladungen',
  'header.invitesWaiting':
    '{count, plural, one {Einladungen, # wartet auf deine Antwort} other {Einladungen, # warten auf deine Antwort}}',
  'ui.showPassword': 'Passwort anzeigen',
  'ui.hidePassword': 'Passwort verbergen',
  'consent.title': 'Cookies auf {name}',
  'consent.text':
    '{name} verwendet die Cookies, die es zum Funktionieren braucht, etwa das, mit dem du angemeldet bleibst. Mit deiner Erlaubnis verwendet es außerdem Cookies, um zu messen, wie {name} genutzt wird, um passende Werbung zu zeigen und um anzupassen, was du siehst. Du kannst deine Wahl jederzeit in deinen Einstellungen ändern.',
  'consent.acceptAll': 'Alle akzeptieren',
  'consent.rejectAll': 'Alle ablehnen',
  'consent.choose': 'Selbst auswählen',
  'consent.settingsTitle': 'Cookie-Einstellungen',
  'consent.settingsLead':
    '{name} verwendet immer die Cookies, die es zum Funktionieren braucht, etwa das, das dich angemeldet hält. Wähle, welche weiteren es verwenden darf.',
  'consent.save': 'Speichern',
  'auth.logInTitle': 'Bei {name} anmelden',
  'auth.logInSubtitle': 'Willkommen zurück. Entdecke neue Ideen.',
  'auth.emailOrUsername': 'E-Mail oder Benutzername',
  'auth.email': 'E-Mail',
  'auth.password': 'Passwort',
  'auth.forgotPassword': 'Passwort vergessen?',
  'auth.notMemberYet': 'Noch nicht bei {name}?',
  'auth.alreadyMember': 'Schon Mitglied?',
  'auth.passwordHint': '8 bis 128 Zeichen. Vermeide gängige Passwörter und deinen Benutzernamen.',
  'auth.firstName': 'Vorname',
  'auth.username': 'Benutzername',
  'auth.usernameHint':
    '3 bis 30 Buchstaben, Ziffern oder Unterstriche. Dein Profil liegt dann unter /benutzername/.',
  'auth.reason': 'Warum möchtest du beitreten?',
  'auth.reasonHint': 'Die Administratoren lesen das, bevor sie deine Anfrage annehmen.',
  'auth.sendRequest': 'Anfrage senden',
  'auth.continue': 'Weiter',
  'auth.welcomeTo': 'Willkommen bei {name}',
  'auth.findIdeas': 'Entdecke neue Ideen',
  'auth.askToJoin': 'Um Aufnahme bitten',
  'auth.requestSent': 'Anfrage gesendet',
  'auth.closedTitle': 'Die Registrierung ist geschlossen',
  'auth.inviteTitle': 'Registrierung nur mit Einladung',
  'auth.invited': 'Du wurdest eingeladen: Erstelle dein Konto.',
  'auth.charactersLeft': '{count, plural, one {Noch # Zeichen} other {Noch # Zeichen}}',
  'signup.howToJoin': 'So trittst du bei',
  'signup.firstAccount': 'Erstes Konto',
  'signup.modeLine':
    'Registrierung: {mode, select, open {offen} approval {mit Freigabe} invite {nur mit Einladung} other {geschlossen}}',
  'signup.help.open': 'Jede Person kann ein Konto erstellen.',
  'signup.help.approval':
    'Sag den Administratoren, warum du beitreten möchtest. Deine Anfrage wartet auf sie, und du bekommst eine E-Mail, wenn sie entschieden haben.',
  'signup.help.invite':
    'Um ein Konto zu erstellen, brauchst du einen Einladungslink von einem Administrator oder Mitglied.',
  'signup.help.closed':
    'Diese Instanz nimmt keine neuen Konten an. Frag ihre Administratoren (siehe „Über“), wenn du meinst, dass sie es sollte.',
  'signup.inviteInvalid':
    'Dieser Einladungslink ist abgelaufen, aufgebraucht oder wurde zurückgezogen. Bitte um einen neuen.',
  'signup.firstAdmin':
    'Diese Instanz hat noch keinen Administrator: Das Konto, das du jetzt erstellst, wird ihr Administrator.',
  'signup.firstAdminNamed':
    'Diese Instanz hat noch keinen Administrator: Das Konto mit dem Namen {username} wird es.',
  'language.title': 'Sprache',
  'language.hint':
    'Die Sprache, in der {name} mit dir spricht. Ohne Auswahl folgt sie deinem Browser.',
  'language.auto': 'Wie mein Browser',
  'language.save': 'Sprache speichern',
  'language.saved': 'Gespeichert. {name} spricht jetzt {language}.',
  'language.unknown': 'Wähle eine der Sprachen aus der Liste.',
  'language.instanceDefault': 'Standardsprache',
  'language.instanceHint':
    'Für Besucher, deren Browser keine der Sprachen von {name} verlangt, und für E-Mails.',
  'consent.analytics': 'Statistik',
  'consent.analyticsHint':
    'Besuche zählen und sehen, welche Seiten langsam sind oder wenig genutzt werden, damit wir Tessera besser machen können.',
  'consent.marketing': 'Marketing',
  'consent.marketingHint':
    'Messen, ob Werbung auf und außerhalb von Tessera wirkt, und dir Werbung zeigen, die zu dir passt.',
  'consent.personalization': 'Personalisierung',
  'consent.personalizationHint':
    'Deinen Startseiten-Feed und deine Empfehlungen danach ausrichten, was du speicherst und ansiehst.',
  'ui.characters': 'Zeichen',
  'ui.cancel': 'Abbrechen',
  'ui.failed': 'Etwas ist schiefgelaufen. Versuche es noch einmal.',
  'ui.unreachable': 'Tessera ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
  'ui.noFile': 'Keine Datei ausgewählt',
  ...deSettings,
  ...deMessages,
  ...deBoards,
  ...deDiscovery,
  ...deCloseup,
  ...deAdmin,
  ...deGuidelines,
  ...deMail,
  ...deErrorsAccounts,
  ...deErrorsContent,
  ...deErrorsWeb,
  ...deRules,
  ...deAuthoring,
  ...dePwa,
  ...deRulesContent,
};
