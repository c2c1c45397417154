import type { AdminMessageId } from './en.ts';
import { deAdminExperiences } from './experiences-de.ts';
import { deAdminOps } from './ops-de.ts';
import { deAdminPeople } from './people-de.ts';
import { deAdminToday } from './today-de.ts';

/** German: the employee pages' texts (decision 064), part of de.ts. */
export const deAdmin: Record<AdminMessageId, string> = {
  'admin.nav.label': 'Seiten für Mitarbeitende',
  'admin.nav.settings': 'Instanz-Einstellungen',
  'admin.nav.signups': 'Registrierungen',
  'admin.nav.experiences': 'Hinweise',
  'admin.nav.today': 'Heute-Artikel',
  'admin.nav.reports': 'Meldungen',
  'admin.nav.people': 'Personen',
  'admin.nav.log': 'Prüfprotokoll',
  'admin.nav.domains': 'Domain-Sicherheitsliste',
  'admin.nav.jobs': 'Hintergrundaufgaben',
  'admin.nav.health': 'Systemzustand',
  'admin.mode.open': 'Offen',
  'admin.mode.approval': 'Mit Freigabe',
  'admin.mode.invite': 'Nur mit Einladung',
  'admin.mode.closed': 'Geschlossen',
  'admin.modeHelp.open': 'Alle können ein Konto erstellen.',
  'admin.modeHelp.approval':
    'Eine Person stellt eine Anfrage mit Begründung; die Anfrage wartet hier, bis ein Administrator entscheidet.',
  'admin.modeHelp.invite': 'Nur wer einen Einladungslink hat, kann ein Konto erstellen.',
  'admin.modeHelp.closed': 'Niemand kann ein Konto erstellen.',
  'admin.settings.lead':
    'Wie sich die Instanz nennt, ihre Regeln und Seiten, und wer beitreten darf. Die Seite „Über“ zeigt das allen.',
  'admin.settings.title': 'Die Instanz',
  'admin.settings.name': 'Name der Instanz',
  'admin.settings.nameHint':
    'Wird im Header, in jedem Seitentitel, in anderswo geteilten Links und in E-Mails angezeigt.',
  'admin.settings.description': 'Kurzbeschreibung',
  'admin.settings.descriptionHint':
    'Ein oder zwei Sätze für die Seite „Über“ und anderswo geteilte Links.',
  'admin.settings.contact': 'Kontakt-E-Mail',
  'admin.settings.contactHint': 'Wird auf der Seite „Über“ angezeigt.',
  'admin.settings.rules': 'Regeln',
  'admin.settings.rulesHint':
    'Eine Regel pro Zeile; sie werden in dieser Reihenfolge nummeriert. Höchstens {max}.',
  'admin.settings.terms': 'Nutzungsbedingungen',
  'admin.settings.termsHint':
    'Markdown: # Überschriften, Listen, **fett**, *kursiv* und [Links](https://…). Angezeigt unter /about/terms/.',
  'admin.settings.privacy': 'Datenschutzerklärung',
  'admin.settings.privacyHint': 'Markdown, wie oben. Angezeigt unter /about/privacy/.',
  'admin.settings.whoMayJoin': 'Wer beitreten darf',
  'admin.settings.mode': 'Registrierungsmodus',
  'admin.settings.modeHint':
    'Offen: Alle können ein Konto erstellen. Mit Freigabe: Eine Person stellt eine Anfrage mit Begründung; die Anfrage wartet hier, bis ein Administrator entscheidet. Nur mit Einladung: Nur wer einen Einladungslink hat, kann ein Konto erstellen. Geschlossen: Niemand kann ein Konto erstellen.',
  'admin.settings.membersInvite': 'Auch Mitglieder dürfen Einladungslinks erstellen',
  'admin.settings.membersInviteHint':
    'Sonst erstellen nur Administratoren sie, auf der Seite „Registrierungen“.',
  'admin.settings.confirmEmail': 'Neue Konten bestätigen ihre E-Mail, bevor sie etwas posten',
  'admin.settings.confirmEmailHint':
    'Bei der Registrierung wird ein Link gemailt; bis er geöffnet wird, kann sich das Konto umsehen, aber keine Pins, Pinnwände oder Kommentare erstellen.',
  'admin.settings.save': 'Einstellungen speichern',
  'admin.settings.saved': 'Einstellungen gespeichert.',
  'admin.logo.title': 'Logo der Instanz',
  'admin.logo.alt': 'Logo von {name}',
  'admin.logo.none': 'Kein Logo: Der Header zeigt nur den Namen.',
  'admin.logo.choose': 'Bild auswählen',
  'admin.logo.chooseAnother': 'Anderes Bild auswählen',
  'admin.logo.hint':
    'Quadratisch geht am besten; angezeigt mit 32 und 64 Pixeln. PNG, JPEG, WebP, GIF oder AVIF, bis 20 MB.',
  'admin.logo.wrongType': 'Wähle ein PNG-, JPEG-, WebP-, GIF- oder AVIF-Bild.',
  'admin.logo.tooLarge': 'Dieses Bild ist größer als 20 MB.',
  'admin.logo.missing': 'Wähle ein Bild für das Logo.',
  'admin.logo.remove': 'Logo entfernen',
  'admin.logo.upload': 'Logo hochladen',
  'admin.logo.removed': 'Logo entfernt: Der Header zeigt nur den Namen.',
  'admin.logo.saved': 'Logo gespeichert.',
  'admin.unknownForm': 'Dieses Formular ist unbekannt.',
  'admin.signups.lead': 'Registrierung ist jetzt „{current}“: {help} Ändere das in den {link}.',
  'admin.signups.waitingTitle': 'Warten auf Freigabe',
  'admin.signups.noneWaiting': 'Keine Anfrage wartet.',
  'admin.signups.noneWaitingMode':
    'Keine Anfrage wartet. Anfragen kommen, solange der Registrierungsmodus „Mit Freigabe“ ist.',
  'admin.signups.waitingCount':
    '{count, plural, one {# Anfrage} other {# Anfragen}}, die älteste zuerst. Die Person erfährt es in beiden Fällen per E-Mail.',
  'admin.signups.waiting': 'Wartet',
  'admin.signups.asked': '{email} · angefragt am {date}',
  'admin.signups.approve': 'Annehmen',
  'admin.signups.approveOf': '{username} annehmen',
  'admin.signups.refuse': 'Ablehnen',
  'admin.signups.refuseOf': '{username} ablehnen',
  'admin.signups.decidedTitle': 'Kürzlich entschieden',
  'admin.signups.decidedLead': 'Die letzten angenommenen oder abgelehnten Anfragen.',
  'admin.signups.approved': 'Angenommen',
  'admin.signups.refused': 'Abgelehnt',
  'admin.signups.approvedDone':
    'Das Konto von {username} wurde erstellt; die Person wurde per E-Mail benachrichtigt.',
  'admin.signups.refusedDone':
    'Die Anfrage von {username} wurde abgelehnt; die Person wurde per E-Mail benachrichtigt.',
  'admin.invites.title': 'Einladungslink erstellen',
  'admin.invites.lead':
    'Mit einem Einladungslink kann jemand ein Konto auf dieser Instanz erstellen, solange die Registrierung nur mit Einladung oder mit Freigabe möglich ist (die Warteschlange wird übersprungen). Es ist keine Einladung zu einer Pinnwand.',
  'admin.invites.uses': 'Verwendungen',
  'admin.invites.usesHint': 'Wie viele Konten damit erstellt werden dürfen. Leer: beliebig viele.',
  'admin.invites.expires': 'Läuft ab nach',
  'admin.invites.expiresHint': 'Etwa 7d, 12h oder 30m (Tage, Stunden, Minuten), oder never.',
  'admin.invites.newLink': 'Der neue Link (wird nur einmal angezeigt)',
  'admin.invites.madeStatus': 'Einladungslink erstellt.',
  'admin.invites.made': 'Einladungslink erstellt. Kopiere ihn jetzt: Er wird nur einmal angezeigt.',
  'admin.invites.make': 'Link erstellen',
  'admin.invites.listTitle': 'Einladungslinks',
  'admin.invites.none': 'Es wurde noch kein Einladungslink erstellt.',
  'admin.invites.newestFirst': 'Die neuesten zuerst.',
  'admin.invites.linkOf': 'Einladungslink Nr. {count}',
  'admin.invites.usable': 'Gültig',
  'admin.invites.withdrawn': 'Zurückgezogen',
  'admin.invites.spent': 'Aufgebraucht oder abgelaufen',
  'admin.invites.madeAt': 'Erstellt',
  'admin.invites.withdraw': 'Zurückziehen',
  'admin.invites.withdrawOf': 'Einladungslink {count} zurückziehen',
  'admin.invites.withdrawnDone': 'Einladungslink zurückgezogen.',
  'admin.invites.noSuchLink': 'Diesen Einladungslink gibt es nicht.',
  'admin.invites.usesSoFar':
    '{count, plural, one {# Verwendung} other {# Verwendungen}} bisher, ohne Grenze',
  'admin.invites.usesOf': '{count} von {max} Verwendungen',
  'admin.invites.expiresAt': 'läuft am {date} UTC ab',
  'admin.invites.neverExpires': 'läuft nie ab',
  'admin.invites.madeBy': 'erstellt von @{username}',
  ...deAdminPeople,
  ...deAdminOps,
  ...deAdminExperiences,
  ...deAdminToday,
};
