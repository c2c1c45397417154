import type { SettingsMessageId } from './en.ts';

/** German: the Settings pages' texts (decision 064), part of de.ts. */
export const deSettings: Record<SettingsMessageId, string> = {
  'settings.lead':
    'Verwalte dein Profil, deine E-Mail, Benachrichtigungen, Privatsphäre, dein Passwort und dein Konto.',
  'settings.back': 'Zurück zu den Einstellungen',
  'settings.pageTitle': '{page} | Einstellungen',
  'settings.currentPassword': 'Aktuelles Passwort',
  'settings.failed': 'Etwas ist schiefgelaufen. Bitte versuche es noch einmal.',
  'settings.profile.title': 'Öffentliches Profil',
  'settings.profile.lead': 'Das sehen Personen, die dein Profil besuchen.',
  'settings.saving.title': 'Merken',
  'settings.saving.lead': 'Lege fest, was die Schaltfläche „Merken“ tut.',
  'settings.email.title': 'E-Mail',
  'settings.email.lead':
    'Wohin Tessera deine E-Mails schickt. Eine neue Adresse gilt, sobald du sie bestätigst.',
  'settings.notifications.title': 'Benachrichtigungen',
  'settings.notifications.lead':
    'Lege fest, worüber du in Tessera und per E-Mail informiert wirst und wie oft E-Mails kommen.',
  'settings.notifications.choose': 'Benachrichtigungen wählen',
  'settings.privacy.title': 'Privatsphäre',
  'settings.privacy.lead': 'Lege fest, wer dein Profil finden kann.',
  'settings.password.title': 'Passwort',
  'settings.security.title': 'Sicherheit',
  'settings.security.lead':
    'Wenn jemand anderes dein Konto nutzen könnte, melde dich überall ab und wähle ein neues Passwort.',
  'settings.security.action': 'Konto absichern',
  'settings.reports.title': 'Meldungen und Verstöße',
  'settings.reports.lead':
    'Die Pins, die du gemeldet hast, und was mit ihnen geschehen ist, sowie deine Pins, die entfernt wurden.',
  'settings.reports.action': 'Meldungen und Verstöße ansehen',
  'settings.blocked.title': 'Blockierte Konten',
  'settings.blocked.lead':
    'Personen, die du blockiert hast, können dir keine Nachrichten senden, und du ihnen auch nicht.',
  'settings.cookies.title': 'Cookies',
  'settings.import.title': 'Pins importieren',
  'settings.import.lead': 'Übernimm deine Pins und Pinnwände aus einem Pinterest-Datenexport.',
  'settings.data.title': 'Deine Daten herunterladen',
  'settings.data.lead':
    'Eine ZIP-Datei mit deinem Profil, deinen Pinnwänden, Abschnitten, Pins und ihren Originalbildern.',
  'settings.apps.title': 'Apps und Tokens',
  'settings.apps.lead':
    'Persönliche Zugriffstokens, mit denen deine eigenen Skripte und Apps die API von Tessera nutzen.',
  'settings.invites.title': 'Leute einladen',
  'settings.invites.lead':
    'Erstelle Einladungslinks, mit denen Leute, die du kennst, beitreten können.',
  'settings.delete.title': 'Konto löschen',
  'settings.profile.lastName': 'Nachname',
  'settings.profile.about': 'Über mich',
  'settings.profile.aboutHint': 'Erzähl deine Geschichte.',
  'settings.profile.website': 'Webseite',
  'settings.profile.usernameHint':
    'Dein Profil liegt unter /benutzername/. 3 bis 30 Buchstaben, Ziffern oder Unterstriche.',
  'settings.profile.save': 'Speichern',
  'settings.profile.saved': 'Dein Profil ist gespeichert.',
  'settings.avatar.change': 'Bild ändern',
  'settings.avatar.hint':
    'PNG, JPEG, WebP oder GIF, bis 20 MB. Quadratische Bilder wirken am besten.',
  'settings.avatar.uploading': 'Bild wird hochgeladen',
  'settings.avatar.progress': 'Wird hochgeladen … {percent} %',
  'settings.avatar.saved': 'Bild gespeichert.',
  'settings.avatar.wrongType': 'Wähle ein PNG-, JPEG-, WebP- oder GIF-Bild.',
  'settings.avatar.tooLarge': 'Dieses Bild ist größer als 20 MB.',
  'settings.avatar.failed':
    'Das Bild konnte nicht gespeichert werden. Bitte versuche es noch einmal.',
  'settings.avatar.offline':
    'Tessera ist nicht erreichbar. Prüfe deine Verbindung und versuche es noch einmal.',
  'settings.avatar.none': 'Wähle ein Bild zum Hochladen.',
  'settings.saving.legend': 'Wenn ich auf „Merken“ drücke',
  'settings.saving.boards': 'Meine Pinnwände zeigen',
  'settings.saving.boardsHint': 'Bei jedem Merken eine Pinnwand (oder einen Abschnitt) wählen.',
  'settings.saving.profile': 'Direkt in meinem Profil speichern',
  'settings.saving.profileHint':
    'Ein Klick speichert den Pin in deinem Profil; ordnen kannst du ihn später.',
  'settings.saving.submit': 'Auswahl speichern',
  'settings.saving.saved': 'Deine Auswahl zum Merken ist gespeichert.',
  'settings.appearance.title': 'Darstellung',
  'settings.appearance.lead': 'Das Design von Tessera in diesem Browser.',
  'settings.appearance.systemHint': 'Folgt der Hell- oder Dunkel-Einstellung deines Geräts.',
  'settings.appearance.lightHint': 'Dunkler Text auf hellem Hintergrund.',
  'settings.appearance.darkHint': 'Heller Text auf dunklem Hintergrund, angenehmer bei Nacht.',
  'settings.email.current': 'Deine E-Mail-Adresse ist {email}.',
  'settings.email.none': 'Dein Konto hat noch keine E-Mail-Adresse.',
  'settings.email.new': 'Neue E-Mail-Adresse',
  'settings.email.submit': 'E-Mail-Adresse ändern',
  'settings.email.sent':
    'Wir haben einen Link an {email} gesendet. Öffne ihn innerhalb eines Tages, um diese Adresse zu verwenden.',
  'settings.password.new': 'Neues Passwort',
  'settings.password.hint': '8 bis 128 Zeichen. Deine anderen Sitzungen werden abgemeldet.',
  'settings.password.saved': 'Dein Passwort ist geändert.',
  'settings.password.submit': 'Passwort ändern',
  'settings.privacy.private': 'Privates Profil',
  'settings.privacy.privateHint':
    'Nur Personen, die du bestätigst, können dir folgen und dein Profil sehen. Deine Pins erscheinen nicht in der Suche oder in den Startseiten-Feeds anderer, es sei denn, sie folgen dir.',
  'settings.privacy.indexing': 'Suchmaschinen dürfen mein Profil zeigen',
  'settings.privacy.indexingHint':
    'Ist das aus, bitten dein Profil und deine Pins Suchmaschinen wie Google, sie nicht aufzuführen. Bereits aufgeführte Seiten verschwinden beim nächsten Besuch der Suchmaschine. Ein privates Profil wird nie aufgeführt.',
  'settings.privacy.submit': 'Privatsphäre speichern',
  'settings.privacy.savedPrivate':
    'Dein Profil ist privat: Nur Personen, die du bestätigst, sehen deine Pinnwände und Pins. Suchmaschinen werden gebeten, es nicht zu zeigen.',
  'settings.privacy.savedPublic': 'Dein Profil ist öffentlich. Suchmaschinen dürfen es zeigen.',
  'settings.privacy.savedHidden':
    'Dein Profil ist öffentlich. Suchmaschinen werden gebeten, es und deine Pins nicht zu zeigen.',
  'settings.notifications.pageLead':
    'Lege fest, worüber du in Tessera und per E-Mail informiert wirst. E-Mails, die du selbst anforderst, etwa einen Link zum Zurücksetzen des Passworts, bekommst du immer.',
  'settings.notifications.saves': 'Deine Pins werden gemerkt',
  'settings.notifications.savesHint': 'Wenn jemand einen Pin merkt, den du erstellt hast',
  'settings.notifications.followers': 'Neue Follower',
  'settings.notifications.followersHint':
    'Wenn dir jemand folgt, folgen möchte oder deine Anfrage annimmt',
  'settings.notifications.boards': 'Gruppenpinnwände',
  'settings.notifications.boardsHint':
    'Einladungen zu Pinnwänden und Personen, die deinen beitreten',
  'settings.notifications.messages': 'Nachrichten',
  'settings.notifications.messagesHint': 'Neue Nachrichten in deinen Unterhaltungen',
  'settings.notifications.comments': 'Kommentare und Antworten',
  'settings.notifications.commentsHint':
    'Kommentare zu deinen Pins und Antworten auf deine Kommentare',
  'settings.notifications.mentions': 'Erwähnungen',
  'settings.notifications.mentionsHint': 'Wenn dich jemand in einem Kommentar @erwähnt',
  'settings.notifications.inApp': 'In Tessera',
  'settings.notifications.email': 'Per E-Mail',
  'settings.notifications.push': 'Per Push',
  'settings.notifications.emailMode': 'Wie E-Mails kommen',
  'settings.notifications.instant': 'Sofort',
  'settings.notifications.instantHint': 'Eine E-Mail pro Benachrichtigung',
  'settings.notifications.digest': 'Tägliche Zusammenfassung',
  'settings.notifications.digestHint':
    'Höchstens eine E-Mail am Tag, die zusammenfasst, was passiert ist',
  'settings.notifications.submit': 'Benachrichtigungseinstellungen speichern',
  'settings.notifications.saved': 'Deine Benachrichtigungseinstellungen sind gespeichert.',
  'settings.push.label': 'Push-Benachrichtigungen auf diesem Gerät',
  'settings.push.on':
    'Dieses Gerät bekommt Push-Benachrichtigungen für die unten eingeschalteten Arten.',
  'settings.push.off':
    'Einschalten, um auf diesem Gerät benachrichtigt zu werden, wenn Tessera nicht geöffnet ist.',
  'settings.push.unsupported': 'Dieser Browser kann keine Push-Benachrichtigungen empfangen.',
  'settings.push.denied':
    'Benachrichtigungen für Tessera sind in diesem Browser blockiert. Erlaube sie in den Website-Einstellungen des Browsers und versuche es dann noch einmal.',
  'settings.push.failed':
    'Push-Benachrichtigungen konnten nicht eingeschaltet werden. Bitte versuche es noch einmal.',
  'settings.blocked.empty':
    'Du hast niemanden blockiert. Wen du über das Profil oder eine Nachrichtenanfrage blockierst, erscheint hier.',
  'settings.blocked.unblock': 'Freigeben',
  'settings.blocked.unblockOf': '{name} freigeben',
  'settings.blocked.askTitle': '{name} freigeben?',
  'settings.blocked.askText':
    '@{username} kann dir dann wieder Nachrichten senden. Über das Profil kannst du die Person erneut blockieren.',
  'settings.blocked.done': '{name} ist nicht mehr blockiert.',
  'settings.blocked.more': 'Mehr anzeigen',
  'settings.cookies.chosen':
    'Tessera verwendet immer die Cookies, die es zum Funktionieren braucht, etwa das, mit dem du angemeldet bleibst. Das sind die anderen, die du erlaubst.',
  'settings.cookies.unchosen':
    'Tessera verwendet immer die Cookies, die es zum Funktionieren braucht, etwa das, mit dem du angemeldet bleibst. Über die anderen hast du noch nicht entschieden, daher wird keines davon verwendet.',
  'settings.cookies.submit': 'Cookie-Auswahl speichern',
  'settings.cookies.saved': 'Deine Cookie-Auswahl ist gespeichert.',
  'settings.delete.text':
    'Damit wird @{username} endgültig gelöscht: dein Profil, deine Pins, Pinnwände, Follows und Sitzungen. Das lässt sich nicht rückgängig machen.',
  'settings.delete.askTitle': 'Dein Konto löschen?',
  'settings.delete.askText':
    '@{username} und alle zugehörigen Pins, Pinnwände und Follows werden sofort gelöscht. Das lässt sich nicht rückgängig machen.',
  'settings.delete.confirm': 'Endgültig löschen',
  'settings.data.pageLead':
    'Du bekommst eine ZIP-Datei mit deinem Profil, deinen Pinnwänden, Abschnitten und Pins, jedem Originalbild und einer Seite für jede Pinnwand, die sich in jedem Browser öffnen lässt. Größere Konten dauern ein paar Minuten: Du kannst diese Seite verlassen, wir schicken dir eine E-Mail, sobald sie fertig ist. Die Datei wird 7 Tage aufbewahrt.',
  'settings.data.preparing': 'Das Zusammenstellen deiner Daten wird vorbereitet …',
  'settings.data.gathering': 'Deine Daten werden zusammengestellt',
  'settings.data.counted':
    '{count, plural, one {{done} von {total} Pin} other {{done} von {total} Pins}}',
  'settings.data.gatheringCount': 'Deine Daten werden zusammengestellt: {counted}',
  'settings.data.ready': 'Deine Daten sind fertig.',
  'settings.data.readySized': 'Deine Daten sind fertig ({size}, ZIP).',
  'settings.data.until': 'Du kannst sie bis {date} herunterladen.',
  'settings.data.download': 'Herunterladen',
  'settings.data.failed':
    'Deine Daten konnten diesmal nicht zusammengestellt werden. Frag erneut an, und wenn es wieder scheitert, kontaktiere uns.',
  'settings.data.expired': 'Deine letzte Kopie vom {date} ist abgelaufen. Fordere eine neue an.',
  'settings.data.yourCopy': 'Deine Kopie',
  'settings.data.askAgain': 'Neue Kopie anfordern',
  'settings.data.ask': 'Deine Daten anfordern',
  'settings.data.asked': 'Wir stellen deine Daten zusammen.',
  'settings.emailConfirm.title': 'Neue E-Mail-Adresse bestätigen',
  'settings.emailConfirm.text': 'Dein Tessera-Konto verwendet ab jetzt {email}.',
  'settings.emailConfirm.use': 'Diese E-Mail-Adresse verwenden',
  'settings.emailConfirm.changed': 'E-Mail-Adresse geändert',
  'settings.emailConfirm.done': 'Dein Konto verwendet jetzt {email}.',
  'settings.emailConfirm.badTitle': 'Dieser Link kann nicht verwendet werden',
  'settings.emailConfirm.badText':
    'Er ist abgelaufen oder wurde schon verwendet. Fordere in den Einstellungen unter „E-Mail“ einen neuen an.',
  'settings.emailConfirm.goToSettings': 'Zu den Einstellungen',
  'settings.invites.open':
    '{name} ist nur mit Einladung offen. Schick einen Link an jemanden, den du kennst: Damit kann die Person ein Konto erstellen. Du kannst {max} nutzbare Links gleichzeitig haben.',
  'settings.invites.closed':
    'Mitglieder können auf {name} derzeit keine Einladungslinks erstellen: Die Administratoren entscheiden, wer einladen darf.',
  'settings.import.pageLead':
    'Übernimm deine Pins und Pinnwände aus Pinterest, Pinry, Karakeep, den Lesezeichen deines Browsers oder einem anderen Tessera (dessen ZIP aus „Deine Daten herunterladen“): Gib Tessera die exportierte Datei (oder die Adresse deines Pinry). Eine ZIP-Datei mit deinen Bildern geht auch: Jeder Ordner wird eine Pinnwand. Jeder Pin kommt mit Pinnwand, Titel, Beschreibung, Link und Datum; Pins, die du schon hast, werden übersprungen, daher fügt ein zweiter Import derselben Datei nichts hinzu.',
  'settings.apps.pageLead':
    'Mit einem persönlichen Zugriffstoken nutzen deine eigenen Skripte und Apps die API von Tessera in deinem Namen, nur mit den Berechtigungen, die du wählst. Behandle es wie ein Passwort. Die Dokumentation der API findest du unter {docs}.',
  'settings.apps.tokensTitle': 'Persönliche Zugriffstokens',
  'settings.apps.oauthLead':
    'Registriere eine App, damit andere sie mit ihrem Tessera-Konto nutzen können (OAuth 2.0 mit PKCE): Leite sie zu {start} weiter und tausche den Code dann unter {token} ein.',
  'settings.apps.authorizedLead':
    'Apps, denen du Zugriff auf dein Konto gegeben hast. Wenn du den Zugriff entziehst, endet er sofort.',
  'settings.tokens.days': '{count, plural, one {# Tag} other {# Tage}}',
  'settings.tokens.oneYear': '1 Jahr',
  'settings.tokens.never': 'Nie',
  'settings.tokens.yourNew': 'Dein neues Token',
  'settings.tokens.copyNow':
    'Kopiere dein Token jetzt. Zu deiner Sicherheit speichern wir nur einen Fingerabdruck davon, du kannst es also nicht noch einmal ansehen.',
  'settings.tokens.newToken': 'Neues Token',
  'settings.tokens.copied': 'Kopiert',
  'settings.tokens.copy': 'Token kopieren',
  'settings.tokens.made': 'Erstellt am {date}',
  'settings.tokens.lastUsed': 'zuletzt verwendet am {date}',
  'settings.tokens.neverUsed': 'nie verwendet',
  'settings.tokens.expires': 'läuft am {date} ab',
  'settings.tokens.neverExpires': 'läuft nie ab',
  'settings.tokens.revoke': 'Widerrufen',
  'settings.tokens.revokeOf': '{name} widerrufen',
  'settings.tokens.name': 'Name',
  'settings.tokens.nameHint': 'Wofür es gedacht ist',
  'settings.tokens.scopes': 'Berechtigungen',
  'settings.tokens.expiry': 'Läuft ab nach',
  'settings.tokens.create': 'Token erstellen',
  'settings.tokens.list': 'Deine Tokens',
  'settings.tokens.none': 'Du hast noch keine Tokens.',
  'settings.tokens.created': 'Token erstellt.',
  'settings.tokens.revoked': 'Token widerrufen.',
  'settings.oauth.yourNew': 'Deine neue App',
  'settings.oauth.copySecret':
    'Kopiere das Client-Geheimnis jetzt. Wir speichern nur einen Fingerabdruck davon, du kannst es also nicht noch einmal ansehen.',
  'settings.oauth.noSecret':
    'Eine öffentliche App hat kein Geheimnis: Sie weist sich mit PKCE (S256) aus.',
  'settings.oauth.clientId': 'Client-ID',
  'settings.oauth.clientSecret': 'Client-Geheimnis',
  'settings.oauth.kind': '{kind, select, confidential {vertraulich} other {öffentlich}}',
  'settings.oauth.made': 'erstellt am {date}',
  'settings.oauth.redirectsOf': 'Weiterleitungs-URIs von {name}',
  'settings.oauth.delete': 'Löschen',
  'settings.oauth.deleteOf': '{name} löschen',
  'settings.oauth.askTitle': '{name} löschen?',
  'settings.oauth.askText':
    'Alle, die sie autorisiert haben, verlieren sie sofort: Ihre Tokens funktionieren nicht mehr. Das lässt sich nicht rückgängig machen.',
  'settings.oauth.confirm': 'App löschen',
  'settings.oauth.register': 'App registrieren',
  'settings.oauth.name': 'Name der App',
  'settings.oauth.nameHint': 'Das sehen Personen, wenn sie die App autorisieren',
  'settings.oauth.redirects': 'Weiterleitungs-URIs',
  'settings.oauth.redirectsHint':
    'Eine pro Zeile, genau abgeglichen: https, oder http auf localhost',
  'settings.oauth.confidential':
    'Vertrauliche App (läuft auf einem Server und kann ein Client-Geheimnis bewahren)',
  'settings.oauth.submit': 'App registrieren',
  'settings.oauth.list': 'Deine Apps',
  'settings.oauth.none': 'Du hast keine Apps registriert.',
  'settings.oauth.since': 'seit {date}',
  'settings.oauth.revoke': 'Zugriff entziehen',
  'settings.oauth.revokeOf': 'Zugriff von {name} entziehen',
  'settings.oauth.authorized': 'Autorisierte Apps',
  'settings.oauth.noGrants': 'Keine App kann dein Konto nutzen.',
  'settings.oauth.registered': 'App registriert.',
  'settings.oauth.deleted': 'App gelöscht.',
  'settings.oauth.revoked': 'Zugriff entzogen.',
  'settings.import.counts':
    '{count, plural, one {{imported} Pin importiert} other {{imported} Pins importiert}}, {skipped} übersprungen, weil schon vorhanden, {failed} konnten nicht übernommen werden.',
  'settings.import.counted': '{done} von {total}',
  'settings.import.importing': 'Deine Pins werden importiert',
  'settings.import.importingCount': 'Deine Pins werden importiert: {counted}',
  'settings.import.stop': 'Import anhalten',
  'settings.import.stopped': 'Dein Import wurde angehalten. Was schon da ist, bleibt.',
  'settings.import.ended':
    '{state, select, cancelled {Du hast deinen letzten Import angehalten} failed {Dein letzter Import konnte nicht abgeschlossen werden} other {Dein letzter Import ist fertig}} (gestartet am {date}).',
  'settings.import.preview':
    '{what, select, file {Diese Datei} other {Dein Pinry}} enthält {count, plural, one {{pins} Pin} other {{pins} Pins}} auf {boardCount, plural, one {{boards} Pinnwand} other {{boards} Pinnwänden}}.',
  'settings.import.duplicates':
    '{count, plural, one {{n} Pin, den du schon hast, wird übersprungen.} other {{n} Pins, die du schon hast, werden übersprungen.}}',
  'settings.import.unreadable':
    '{count, plural, one {{n} kann nicht gelesen werden und steht im Bericht.} other {{n} können nicht gelesen werden und stehen im Bericht.}}',
  'settings.import.source': 'Woher deine Pins kommen',
  'settings.import.source.bookmarks': 'Browser-Lesezeichen',
  'settings.import.source.zip': 'Eine ZIP-Datei mit Bildern',
  'settings.import.pinryAddress': 'Adresse deines Pinry',
  'settings.import.pinryToken': 'API-Token deines Pinry',
  'settings.import.file.pinterest': 'Pinterest-Export auswählen',
  'settings.import.hint.pinterest':
    'Die Datei pinterest.html aus Pinterest unter Einstellungen → Datenschutz und Daten → Deine Daten anfordern. Bis {mb} MB.',
  'settings.import.file.pinry': 'Gespeicherte Pinry-Antworten auswählen',
  'settings.import.hint.pinry':
    'Die Adresse deiner Pinry-Instanz und ein API-Token (Pinry → dein Profil → Token) oder ihre als JSON gespeicherten Antworten von /api/v2/pins/ und /api/v2/boards/. Bis {mb} MB.',
  'settings.import.file.karakeep': 'Karakeep-Export auswählen',
  'settings.import.hint.karakeep':
    'Die JSON-Datei aus Karakeep unter Einstellungen → Import / Export → Links und Notizen exportieren. Das Bild jedes Links wird auf seiner Seite gesucht. Bis {mb} MB.',
  'settings.import.file.bookmarks': 'Lesezeichendatei auswählen',
  'settings.import.hint.bookmarks':
    'Die HTML-Lesezeichendatei, die dein Browser exportiert (Lesezeichen → Exportieren). Jeder Ordner wird eine Pinnwand; das Bild jeder Seite wird auf ihr gesucht. Bis {mb} MB.',
  'settings.import.file.zip': 'ZIP-Datei mit Bildern auswählen',
  'settings.import.hint.zip':
    'Jeder Ordner wird eine Pinnwand und jeder Dateiname ein Titel: JPEG, PNG, GIF, WebP, AVIF oder HEIC. Bis {mb} MB.',
  'settings.import.file.tessera': 'Tessera-Export auswählen',
  'settings.import.hint.tessera':
    'Die ZIP-Datei aus Einstellungen → Deine Daten herunterladen eines Tessera. Bis {mb} MB.',
  'settings.import.start':
    '{count, plural, one {{n} Pin importieren} other {{n} Pins importieren}}',
  'settings.import.see': 'Inhalt ansehen',
  'settings.import.yours': 'Dein Import',
  'settings.import.report': 'Bericht herunterladen (CSV)',
  'settings.import.unreadableFile':
    'Diese Datei konnte nicht gelesen werden. Bitte versuche es noch einmal.',
};
