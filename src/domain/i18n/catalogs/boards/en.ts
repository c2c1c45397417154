import { enBuilder } from './builder-en.ts';
import { enPeople } from './people-en.ts';

/**
 * Decision 064: the boards area's texts, the English source (boards, their editing and
 * organizing here; collaborators and profiles in people-en.ts; the pin builder and collages in
 * builder-en.ts); part of the source catalog (en.ts).
 */
const enBoardsOwn = {
  // the profile's board list (features/boards/ProfileBoards)
  'boards.sort.alphabetical': 'A to Z',
  'boards.sort.last_pinned_to': 'Last saved to',
  'boards.sort.oldest': 'Oldest',
  'boards.sort.newest': 'Newest',
  'boards.sort.group_boards_at_top': 'Group boards at top',
  'boards.sort.custom': 'Custom',
  'boards.sortMenu': 'Sort: {sort}, boards',
  'boards.sortButton': 'Sort: {sort}',
  'boards.sortBy': 'Sort by',
  'boards.create': 'Create board',
  'boards.orderHint':
    'Drag a board by its handle to reorder, or focus the handle and use the arrow keys.',
  'boards.movedTo': '{name} moved to position {position} of {total}.',
  'boards.orderFailed': 'The new order could not be saved.',
  'boards.listOf': 'Boards by {name}',
  'boards.reorder': 'Reorder {name}, position {position} of {total}',
  'boards.emptyOwn': 'Create a board to start saving Pins.',
  'boards.emptyOf': "{name} hasn't saved any pins yet.",
  'boards.archived': 'Archived',
  'boards.archivedList': 'Archived boards',
  // words many parts share
  'boards.board': 'Board',
  'boards.pin': 'Pin',
  'boards.pinNumber': 'Pin {number}',
  'boards.pins': '{count, plural, one {{n} Pin} other {{n} Pins}}',
  'boards.followers': '{count, plural, one {{n} follower} other {{n} followers}}',
  'boards.sections': '{count, plural, one {{n} section} other {{n} sections}}',
  'boards.cancel': 'Cancel',
  'boards.save': 'Save',
  'boards.delete': 'Delete',
  'boards.remove': 'Remove',
  'boards.failed': 'Something went wrong. Please try again.',
  'boards.public': 'Public',
  'boards.protected': 'Protected',
  'boards.secret': 'Secret',
  'boards.secretBoard': 'Secret board',
  'boards.name': 'Name',
  'boards.description': 'Description',
  'boards.sectionName': 'Section name',
  // moving or copying Pins (MoveDialog)
  'boards.move.already': 'Those Pins are already there. Choose another board or section.',
  'boards.move.moveTitle': '{count, plural, one {Move {n} Pin} other {Move {n} Pins}}',
  'boards.move.copyTitle': '{count, plural, one {Copy {n} Pin} other {Copy {n} Pins}}',
  'boards.move': 'Move',
  'boards.copy': 'Copy',
  'boards.section': 'Section',
  'boards.noSection': 'No section',
  // Organize mode (OrganizeMode)
  'boards.organize.moving': '{count, plural, one {Moving {n} Pin…} other {Moving {n} Pins…}}',
  'boards.organize.copying': '{count, plural, one {Copying {n} Pin…} other {Copying {n} Pins…}}',
  'boards.organize.deleting': '{count, plural, one {Deleting {n} Pin…} other {Deleting {n} Pins…}}',
  'boards.organize.moved': '{count, plural, one {Moved {n} Pin.} other {Moved {n} Pins.}}',
  'boards.organize.copied': '{count, plural, one {Copied {n} Pin.} other {Copied {n} Pins.}}',
  'boards.organize.deleted': '{count, plural, one {Deleted {n} Pin.} other {Deleted {n} Pins.}}',
  'boards.organize.loadFailed': 'Could not load more Pins.',
  'boards.organize.label': 'Organize Pins',
  'boards.organize.selected': '{count, plural, one {{n} Pin selected} other {{n} Pins selected}}',
  'boards.organize.prompt': 'Select Pins to move, copy or delete',
  'boards.organize.selectAll': 'Select all',
  'boards.organize.createSection': 'Create section',
  'boards.organize.done': 'Done',
  'boards.organize.hint':
    'Drag a Pin by its handle to reorder, or focus the handle and use the arrow keys.',
  'boards.organize.select': 'Select {name}',
  'boards.organize.loadMore': 'Load more Pins',
  'boards.organize.deleteTitle': '{count, plural, one {Delete {n} Pin?} other {Delete {n} Pins?}}',
  'boards.organize.deleteText': 'Deleted Pins are gone from this board for good.',
  'boards.organize.sectionCreated':
    '{count, plural, one {Created the section {title} with {n} Pin.} other {Created the section {title} with {n} Pins.}}',
  // the board page (BoardView) and its section dialog
  'boards.archivedNotice': 'This board is archived. Unarchive it to save new Pins to it.',
  'boards.editBoard': 'Edit board',
  'boards.editSection': 'Edit section',
  'boards.addSection': 'Add section',
  'boards.organize': 'Organize',
  'boards.collaborators': 'Collaborators',
  'boards.following': 'Following',
  'boards.sectionsLabel': 'Sections',
  'boards.pinsOn': 'Pins on {name}',
  'boards.emptySection': 'There are no Pins in this section yet.',
  'boards.emptyBoard': 'There are no Pins on this board yet.',
  'boards.sectionAdded': 'Added the section {title}.',
  'boards.newSectionWith':
    '{count, plural, one {New section with {n} Pin} other {New section with {n} Pins}}',
  'boards.add': 'Add',
  'boards.sectionPlaceholder': 'Like "Breakfast" or "Living room"',
  'boards.createSubmit': 'Create',
  'boards.keepSecret': 'Keep this board secret',
  'boards.keepSecretHint': 'So only you and collaborators can see it.',
  'boards.namePlaceholder': 'Like "Places to go" or "Recipes to make"',
  // the page titles and descriptions (routes/board*.tsx, section-edit.tsx)
  'boards.titleBy': '{board} by {name}',
  'boards.sectionTitleBy': '{section} · {board} by {name}',
  'boards.summary': '{count, plural, one {{n} pins on {board}.} other {{n} pins on {board}.}}',
  'boards.sectionSummary':
    '{count, plural, one {{n} pins in {section} on {board}.} other {{n} pins in {section} on {board}.}}',
  'boards.editTitle': 'Edit {name}',
  'boards.editYourBoard': 'Edit your board',
  'boards.boardMissing': 'This board does not exist.',
  'boards.sectionMissing': 'This section does not exist.',
  // editing a board (BoardEditForm) and a section (SectionEditForm), and their answers
  'boards.edit.descriptionPlaceholder': "What's your board about?",
  'boards.edit.descriptionHint': 'Up to {max} characters.',
  'boards.edit.privacy': 'Who can see this board',
  'boards.edit.publicHint': 'Anyone can see it on your profile.',
  'boards.edit.protectedHint': 'Only people with the link can see it; not on your profile.',
  'boards.edit.secretHint': 'Only you and collaborators can see it.',
  'boards.edit.cover': 'Cover',
  'boards.edit.chooseCover': 'Choose the cover Pin',
  'boards.edit.newestPins': 'Newest Pins',
  'boards.edit.saveCover': 'Save cover',
  'boards.edit.noCover': 'Save Pins to this board to choose a cover.',
  'boards.edit.comments': 'Comments',
  'boards.edit.commentsOff':
    'Nobody can comment on the Pins you saved here first. Comments already written stay.',
  'boards.edit.commentsOn': 'People can comment on the Pins you saved here first.',
  'boards.edit.turnOnComments': 'Turn on comments',
  'boards.edit.turnOffComments': 'Turn off comments',
  'boards.edit.unarchive': 'Unarchive',
  'boards.edit.archive': 'Archive',
  'boards.edit.unarchiveText':
    'Bring the board back among your boards so you can save to it again.',
  'boards.edit.archiveText':
    'Archived boards move to the end of your profile and take no new Pins.',
  'boards.edit.unarchiveBoard': 'Unarchive board',
  'boards.edit.archiveBoard': 'Archive board',
  'boards.edit.deleteBoard': 'Delete board',
  'boards.edit.deleteText':
    '{count, plural, one {Delete this board and its {n} Pins for good.} other {Delete this board and its {n} Pins for good.}}',
  'boards.edit.deleteTitle': 'Delete this board?',
  'boards.edit.deleteConfirm':
    "{count, plural, one {{name} and its {n} Pins will be gone for good. This can't be undone.} other {{name} and its {n} Pins will be gone for good. This can't be undone.}}",
  'boards.edit.deleteForever': 'Delete forever',
  'boards.edit.archivedDone': 'The board is archived.',
  'boards.edit.unarchivedDone': 'The board is back on your profile.',
  'boards.edit.commentsOffDone': 'Comments are off for the Pins you saved here first.',
  'boards.edit.commentsOnDone': 'Comments are on again.',
  'boards.edit.chooseCoverFromList': 'Choose a cover from the list.',
  'boards.edit.coverSaved': 'The cover is saved.',
  'boards.section.deleteSection': 'Delete section',
  'boards.section.deleteTitle': 'Delete this section?',
  'boards.section.deleteText':
    '{count, plural, one {The section goes; its {n} Pins stay on {board}.} other {The section goes; its {n} Pins stay on {board}.}}',
} as const;

export const enBoards = { ...enBoardsOwn, ...enPeople, ...enBuilder } as const;

export type BoardsMessageId = keyof typeof enBoards;
export type BoardsOwnMessageId = keyof typeof enBoardsOwn;
