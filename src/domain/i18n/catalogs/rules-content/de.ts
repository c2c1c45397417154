import type { RulesContentMessageId } from './en.ts';

/** German: the words domain rules decide (decision 064). */
export const deRulesContent: Record<RulesContentMessageId, string> = {
  'absent.notPart': 'Nicht Teil von Tessera',
  'absent.noAds': 'Keine Werbung',
  'absent.adTools':
    'Tessera betreibt kein Werbegeschäft: Niemand kauft auf diesem Server Werbeplätze, also gibt es keine Werbekonten, Kampagnen, Zielgruppen oder Rechnungen zu verwalten.',
  'absent.businessManager':
    'Der Business Manager (geteilter Zugriff, Hierarchien, Kataloge und Markensicherheit für Teams, die Werbekonten betreiben) gehört zu einer gehosteten Werbeplattform. In Tessera ist ein Unternehmenskonto das Konto einer Person mit Statistiken zu ihren Pins.',
  'absent.emailSurveys': 'Keine Umfragen per E-Mail',
  'absent.emailSurveysWhy': 'Tessera verschickt keine Umfragen per E-Mail.',
  'absent.emailVerification': 'Keine Links zur E-Mail-Bestätigung',
  'absent.emailVerificationWhy':
    'Tessera verschickt keine Links zur Bestätigung einer E-Mail-Adresse, also gibt es keine Bestätigung, die fehlgeschlagen sein könnte. Deine E-Mail-Adresse wird zum Zurücksetzen des Passworts verwendet.',
  'absent.appeals': 'Keine Einsprüche',
  'absent.appealsWhy':
    'Pins auf diesem Server werden nach einer Meldung von den Leuten entfernt, die ihn betreiben. Es gibt kein Einspruchsformular: Wende dich direkt an sie.',
  'absent.ageChecks': 'Keine Altersprüfung',
  'absent.ageChecksWhy': 'Tessera prüft kein Alter, also gibt es nichts anzufechten.',
  'absent.appSignIn': 'Keine App-Anmeldung',
  'absent.appSignInWhy':
    'Die App Factory von Pinterest ist nicht Teil von Tessera; Apps melden sich über /oauth/ (OAuth 2.0) an.',
  'absent.liveStudio': 'Kein Live-Studio',
  'absent.liveStudioWhy':
    'Tessera hat kein Live-Video: Pins können Videos enthalten, und du erstellst sie in „Pin erstellen“.',
  'errors.shopping.minPrice': 'Der niedrigste Preis muss ein Preis wie 25 oder 19.99 sein.',
  'errors.shopping.maxPrice': 'Der höchste Preis muss ein Preis wie 25 oder 19.99 sein.',
  'errors.shopping.minAboveMax': 'Der niedrigste Preis liegt über dem höchsten Preis.',
  'errors.shopping.flags': 'in_stock und free_shipping nehmen 1 (an) oder 0 (aus).',
  'errors.shopping.brandTooLong': 'Dieser Markenname ist zu lang.',
  'errors.shopping.sortBy': 'Sortiere nach einem von: {name}.',
  'errors.pins.titleTooLong': 'Der Titel darf höchstens {max} Zeichen lang sein.',
  'errors.pins.descriptionTooLong': 'Die Beschreibung darf höchstens {max} Zeichen lang sein.',
  'errors.pins.altTextTooLong': 'Der Alternativtext darf höchstens {max} Zeichen lang sein.',
  'errors.pins.linkTooLong': 'Der Link darf höchstens {max} Zeichen lang sein.',
  'errors.pins.linkNotWeb': 'Gib eine Webadresse ein, die mit http:// oder https:// beginnt.',
  'errors.comments.empty': 'Schreib zuerst einen Kommentar.',
  'errors.comments.tooLong': 'Ein Kommentar darf höchstens {max} Zeichen lang sein.',
  'ideas.unknownTopic':
    'Dieses Thema ist unbekannt. Lade die Seite neu und versuch es noch einmal.',
  'admin.domains.defaultBlocked':
    'Dieser Link führt zu einer Website, die wegen Spam oder schädlicher Inhalte gemeldet wurde, deshalb öffnet Tessera ihn nicht.',
  'admin.domains.defaultSuspicious':
    'Dieser Link sieht verdächtig aus: Er könnte zu Spam führen oder zu einer Website, die an deine Daten will.',
  'admin.domains.defaultPorn':
    'Dieser Link führt zu Inhalten für Erwachsene, auf die Tessera nicht verlinkt.',
  'boards.problem.nameEmpty': 'Der Name der Pinnwand darf nicht leer sein.',
  'boards.problem.nameTooLong': 'Der Name der Pinnwand darf höchstens {max} Zeichen lang sein.',
  'boards.problem.descriptionEmpty': 'Die Beschreibung darf nicht leer sein.',
  'boards.problem.descriptionTooLong': 'Die Beschreibung darf höchstens {max} Zeichen lang sein.',
  'boards.problem.sectionTitleEmpty': 'Der Name des Abschnitts darf nicht leer sein.',
  'boards.problem.sectionTitleTooLong':
    'Der Name des Abschnitts darf höchstens {max} Zeichen lang sein.',
  'builder.noPictureFromSite':
    'Die Website hat nicht angegeben, welches Bild gemerkt werden soll. Füge es hier hinzu: Lade es hoch oder füge seine Adresse ein.',
  'consent.savedToast':
    'Wir haben deine Cookie-Einstellungen gespeichert. Du kannst sie jederzeit in den Einstellungen deines Profils ändern.',
  'consent.notSaved': 'Deine Auswahl wurde nicht gespeichert. Bitte versuche es noch einmal.',
  'pages.email.allLabel': 'alle Benachrichtigungen',
  'analytics.csv.pinId': 'Pin-ID',
  'analytics.csv.title': 'Titel',
  'analytics.csv.pinUrl': 'Pin-URL',
  'analytics.csv.from': 'Von',
  'analytics.csv.to': 'Bis',
  'pins.altContains': 'Enthält: {text}',
  'pins.altMayContain': 'Enthält möglicherweise: {text}',
  'pins.altImageOf': 'Enthält ein Bild von: {text}',
  'pins.linkVideo': '{name}, Video {time}',
  'pins.linkGif': '{name}, animiertes GIF',
  'closeup.shopTheLook': 'Look nachshoppen',
};
