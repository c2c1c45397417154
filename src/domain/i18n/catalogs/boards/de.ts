import { deBuilder } from './builder-de.ts';
import type { BoardsMessageId, BoardsOwnMessageId } from './en.ts';
import { dePeople } from './people-de.ts';

/** German: the boards area's texts (decision 064), part of de.ts. */
const deBoardsOwn: Record<BoardsOwnMessageId, string> = {
  'boards.sort.alphabetical': 'A bis Z',
  'boards.sort.last_pinned_to': 'Zuletzt gemerkt',
  'boards.sort.oldest': 'Älteste',
  'boards.sort.newest': 'Neueste',
  'boards.sort.group_boards_at_top': 'Gruppenpinnwände oben',
  'boards.sort.custom': 'Eigene Reihenfolge',
  'boards.sortMenu': 'Sortierung: {sort}, Pinnwände',
  'boards.sortButton': 'Sortierung: {sort}',
  'boards.sortBy': 'Sortieren nach',
  'boards.create': 'Pinnwand erstellen',
  'boards.orderHint':
    'Zieh eine Pinnwand an ihrem Griff, um sie zu verschieben, oder wähle den Griff aus und nutze die Pfeiltasten.',
  'boards.movedTo': '{name} ist jetzt an Position {position} von {total}.',
  'boards.orderFailed': 'Die neue Reihenfolge konnte nicht gespeichert werden.',
  'boards.listOf': 'Pinnwände von {name}',
  'boards.reorder': '{name} verschieben, Position {position} von {total}',
  'boards.emptyOwn': 'Erstelle eine Pinnwand, um Pins zu merken.',
  'boards.emptyOf': '{name} hat noch keine Pins gemerkt.',
  'boards.archived': 'Archiviert',
  'boards.archivedList': 'Archivierte Pinnwände',
  'boards.board': 'Pinnwand',
  'boards.pin': 'Ein Pin',
  'boards.pinNumber': 'Pin Nr. {number}',
  'boards.pins': '{count, plural, =0 {keine Pins} one {{n} Pin} other {{n} Pins}}',
  'boards.followers': '{count, plural, one {{n} Follower} other {{n} Follower}}',
  'boards.sections': '{count, plural, one {{n} Abschnitt} other {{n} Abschnitte}}',
  'boards.cancel': 'Abbrechen',
  'boards.save': 'Speichern',
  'boards.delete': 'Löschen',
  'boards.remove': 'Entfernen',
  'boards.failed': 'Etwas ist schiefgelaufen. Bitte versuche es noch einmal.',
  'boards.public': 'Öffentlich',
  'boards.protected': 'Geschützt',
  'boards.secret': 'Geheim',
  'boards.secretBoard': 'Geheime Pinnwand',
  'boards.name': 'Pinnwandname',
  'boards.description': 'Beschreibung',
  'boards.sectionName': 'Name des Abschnitts',
  'boards.move.already':
    'Diese Pins sind schon dort. Wähle eine andere Pinnwand oder einen anderen Abschnitt.',
  'boards.move.moveTitle':
    '{count, plural, one {{n} Pin verschieben} other {{n} Pins verschieben}}',
  'boards.move.copyTitle': '{count, plural, one {{n} Pin kopieren} other {{n} Pins kopieren}}',
  'boards.move': 'Verschieben',
  'boards.copy': 'Kopieren',
  'boards.section': 'Abschnitt',
  'boards.noSection': 'Kein Abschnitt',
  'boards.organize.moving':
    '{count, plural, one {{n} Pin wird verschoben …} other {{n} Pins werden verschoben …}}',
  'boards.organize.copying':
    '{count, plural, one {{n} Pin wird kopiert …} other {{n} Pins werden kopiert …}}',
  'boards.organize.deleting':
    '{count, plural, one {{n} Pin wird gelöscht …} other {{n} Pins werden gelöscht …}}',
  'boards.organize.moved':
    '{count, plural, one {{n} Pin verschoben.} other {{n} Pins verschoben.}}',
  'boards.organize.copied': '{count, plural, one {{n} Pin kopiert.} other {{n} Pins kopiert.}}',
  'boards.organize.deleted': '{count, plural, one {{n} Pin gelöscht.} other {{n} Pins gelöscht.}}',
  'boards.organize.loadFailed': 'Weitere Pins konnten nicht geladen werden.',
  'boards.organize.label': 'Pins organisieren',
  'boards.organize.selected':
    '{count, plural, one {{n} Pin ausgewählt} other {{n} Pins ausgewählt}}',
  'boards.organize.prompt': 'Wähle Pins aus, um sie zu verschieben, zu kopieren oder zu löschen',
  'boards.organize.selectAll': 'Alle auswählen',
  'boards.organize.createSection': 'Abschnitt erstellen',
  'boards.organize.done': 'Fertig',
  'boards.organize.hint':
    'Zieh einen Pin an seinem Griff, um ihn zu verschieben, oder wähle den Griff aus und nutze die Pfeiltasten.',
  'boards.organize.select': '{name} auswählen',
  'boards.organize.loadMore': 'Weitere Pins laden',
  'boards.organize.deleteTitle':
    '{count, plural, one {{n} Pin löschen?} other {{n} Pins löschen?}}',
  'boards.organize.deleteText': 'Gelöschte Pins verschwinden endgültig von dieser Pinnwand.',
  'boards.organize.sectionCreated':
    '{count, plural, one {Abschnitt {title} mit {n} Pin erstellt.} other {Abschnitt {title} mit {n} Pins erstellt.}}',
  'boards.archivedNotice':
    'Diese Pinnwand ist archiviert. Hol sie aus dem Archiv, um neue Pins darauf zu merken.',
  'boards.editBoard': 'Pinnwand bearbeiten',
  'boards.editSection': 'Abschnitt bearbeiten',
  'boards.addSection': 'Abschnitt hinzufügen',
  'boards.organize': 'Organisieren',
  'boards.collaborators': 'Mitwirkende',
  'boards.following': 'Folge ich',
  'boards.sectionsLabel': 'Abschnitte',
  'boards.pinsOn': 'Pins auf {name}',
  'boards.emptySection': 'In diesem Abschnitt gibt es noch keine Pins.',
  'boards.emptyBoard': 'Auf dieser Pinnwand gibt es noch keine Pins.',
  'boards.sectionAdded': 'Abschnitt {title} hinzugefügt.',
  'boards.newSectionWith':
    '{count, plural, one {Neuer Abschnitt mit {n} Pin} other {Neuer Abschnitt mit {n} Pins}}',
  'boards.add': 'Hinzufügen',
  'boards.sectionPlaceholder': 'Zum Beispiel „Frühstück“ oder „Wohnzimmer“',
  'boards.createSubmit': 'Erstellen',
  'boards.keepSecret': 'Diese Pinnwand geheim halten',
  'boards.keepSecretHint': 'Dann sehen sie nur du und die Mitwirkenden.',
  'boards.namePlaceholder': 'Zum Beispiel „Reiseziele“ oder „Rezepte zum Nachkochen“',
  'boards.titleBy': '{board} von {name}',
  'boards.sectionTitleBy': '{section} · {board} von {name}',
  'boards.summary': '{count, plural, one {{n} Pin auf {board}.} other {{n} Pins auf {board}.}}',
  'boards.sectionSummary':
    '{count, plural, one {{n} Pin in {section} auf {board}.} other {{n} Pins in {section} auf {board}.}}',
  'boards.editTitle': '{name} bearbeiten',
  'boards.editYourBoard': 'Deine Pinnwand bearbeiten',
  'boards.boardMissing': 'Diese Pinnwand gibt es nicht.',
  'boards.sectionMissing': 'Diesen Abschnitt gibt es nicht.',
  'boards.edit.descriptionPlaceholder': 'Worum geht es auf deiner Pinnwand?',
  'boards.edit.descriptionHint': 'Bis zu {max} Zeichen.',
  'boards.edit.privacy': 'Wer diese Pinnwand sehen kann',
  'boards.edit.publicHint': 'Alle können sie in deinem Profil sehen.',
  'boards.edit.protectedHint':
    'Nur Personen mit dem Link können sie sehen; nicht in deinem Profil.',
  'boards.edit.secretHint': 'Nur du und die Mitwirkenden können sie sehen.',
  'boards.edit.cover': 'Titelbild',
  'boards.edit.chooseCover': 'Wähle den Pin für das Titelbild',
  'boards.edit.newestPins': 'Neueste Pins',
  'boards.edit.saveCover': 'Titelbild speichern',
  'boards.edit.noCover': 'Merke Pins auf dieser Pinnwand, um ein Titelbild zu wählen.',
  'boards.edit.comments': 'Kommentare',
  'boards.edit.commentsOff':
    'Niemand kann die Pins kommentieren, die du zuerst hier gemerkt hast. Vorhandene Kommentare bleiben.',
  'boards.edit.commentsOn': 'Alle können die Pins kommentieren, die du zuerst hier gemerkt hast.',
  'boards.edit.turnOnComments': 'Kommentare einschalten',
  'boards.edit.turnOffComments': 'Kommentare ausschalten',
  'boards.edit.unarchive': 'Aus dem Archiv holen',
  'boards.edit.archive': 'Archivieren',
  'boards.edit.unarchiveText':
    'Hol die Pinnwand zurück zu deinen Pinnwänden, damit du wieder darauf merken kannst.',
  'boards.edit.archiveText':
    'Archivierte Pinnwände rücken ans Ende deines Profils und nehmen keine neuen Pins an.',
  'boards.edit.unarchiveBoard': 'Pinnwand aus dem Archiv holen',
  'boards.edit.archiveBoard': 'Pinnwand archivieren',
  'boards.edit.deleteBoard': 'Pinnwand löschen',
  'boards.edit.deleteText':
    '{count, plural, one {Diese Pinnwand und ihren {n} Pin endgültig löschen.} other {Diese Pinnwand und ihre {n} Pins endgültig löschen.}}',
  'boards.edit.deleteTitle': 'Diese Pinnwand löschen?',
  'boards.edit.deleteConfirm':
    '{count, plural, one {{name} und ihr {n} Pin sind dann endgültig weg. Das lässt sich nicht rückgängig machen.} other {{name} und ihre {n} Pins sind dann endgültig weg. Das lässt sich nicht rückgängig machen.}}',
  'boards.edit.deleteForever': 'Endgültig löschen',
  'boards.edit.archivedDone': 'Die Pinnwand ist archiviert.',
  'boards.edit.unarchivedDone': 'Die Pinnwand ist wieder in deinem Profil.',
  'boards.edit.commentsOffDone':
    'Die Kommentare zu den Pins, die du zuerst hier gemerkt hast, sind aus.',
  'boards.edit.commentsOnDone': 'Die Kommentare sind wieder an.',
  'boards.edit.chooseCoverFromList': 'Wähle ein Titelbild aus der Liste.',
  'boards.edit.coverSaved': 'Das Titelbild ist gespeichert.',
  'boards.section.deleteSection': 'Abschnitt löschen',
  'boards.section.deleteTitle': 'Diesen Abschnitt löschen?',
  'boards.section.deleteText':
    '{count, plural, one {Der Abschnitt verschwindet; sein {n} Pin bleibt auf {board}.} other {Der Abschnitt verschwindet; seine {n} Pins bleiben auf {board}.}}',
};

export const deBoards: Record<BoardsMessageId, string> = {
  ...deBoardsOwn,
  ...dePeople,
  ...deBuilder,
};
