import { frBuilder } from './builder-fr.ts';
import type { BoardsMessageId, BoardsOwnMessageId } from './en.ts';
import { frPeople } from './people-fr.ts';

/** French: the boards area's texts (decision 064), part of fr.ts. */
const frBoardsOwn: Record<BoardsOwnMessageId, string> = {
  'boards.sort.alphabetical': 'De A à Z',
  'boards.sort.last_pinned_to': 'Dernier enregistrement',
  'boards.sort.oldest': 'Plus anciens',
  'boards.sort.newest': 'Plus récents',
  'boards.sort.group_boards_at_top': 'Tableaux de groupe en haut',
  'boards.sort.custom': 'Personnalisé',
  'boards.sortMenu': 'Tri : {sort}, tableaux',
  'boards.sortButton': 'Tri : {sort}',
  'boards.sortBy': 'Trier par',
  'boards.create': 'Créer un tableau',
  'boards.orderHint':
    'Faites glisser un tableau par sa poignée pour le déplacer, ou sélectionnez la poignée et utilisez les flèches du clavier.',
  'boards.movedTo': '{name} est maintenant en position {position} sur {total}.',
  'boards.orderFailed': 'Le nouvel ordre n’a pas pu être enregistré.',
  'boards.listOf': 'Tableaux de {name}',
  'boards.reorder': 'Déplacer {name}, position {position} sur {total}',
  'boards.emptyOwn': 'Créez un tableau pour commencer à enregistrer des épingles.',
  'boards.emptyOf': '{name} n’a encore enregistré aucune épingle.',
  'boards.archived': 'Archivés',
  'boards.archivedList': 'Tableaux archivés',
  'boards.board': 'Tableau',
  'boards.pin': 'Épingle',
  'boards.pinNumber': 'Épingle {number}',
  'boards.pins': '{count, plural, one {{n} épingle} other {{n} épingles}}',
  'boards.followers': '{count, plural, one {{n} abonné} other {{n} abonnés}}',
  'boards.sections': '{count, plural, =0 {aucune section} one {{n} section} other {{n} sections}}',
  'boards.cancel': 'Annuler',
  'boards.save': 'Enregistrer',
  'boards.delete': 'Supprimer',
  'boards.remove': 'Retirer',
  'boards.failed': 'Un problème est survenu. Veuillez réessayer.',
  'boards.public': 'Tableau public',
  'boards.protected': 'Tableau protégé',
  'boards.secret': 'Tableau secret',
  'boards.secretBoard': 'Tableau secret',
  'boards.name': 'Nom',
  'boards.description': 'Description du tableau',
  'boards.sectionName': 'Nom de la section',
  'boards.move.already':
    'Ces épingles y sont déjà. Choisissez un autre tableau ou une autre section.',
  'boards.move.moveTitle':
    '{count, plural, one {Déplacer {n} épingle} other {Déplacer {n} épingles}}',
  'boards.move.copyTitle': '{count, plural, one {Copier {n} épingle} other {Copier {n} épingles}}',
  'boards.move': 'Déplacer',
  'boards.copy': 'Copier',
  'boards.section': 'Section du tableau',
  'boards.noSection': 'Aucune section',
  'boards.organize.moving':
    '{count, plural, one {Déplacement de {n} épingle…} other {Déplacement de {n} épingles…}}',
  'boards.organize.copying':
    '{count, plural, one {Copie de {n} épingle…} other {Copie de {n} épingles…}}',
  'boards.organize.deleting':
    '{count, plural, one {Suppression de {n} épingle…} other {Suppression de {n} épingles…}}',
  'boards.organize.moved':
    '{count, plural, one {{n} épingle déplacée.} other {{n} épingles déplacées.}}',
  'boards.organize.copied':
    '{count, plural, one {{n} épingle copiée.} other {{n} épingles copiées.}}',
  'boards.organize.deleted':
    '{count, plural, one {{n} épingle supprimée.} other {{n} épingles supprimées.}}',
  'boards.organize.loadFailed': 'Impossible de charger plus d’épingles.',
  'boards.organize.label': 'Organiser les épingles',
  'boards.organize.selected':
    '{count, plural, one {{n} épingle sélectionnée} other {{n} épingles sélectionnées}}',
  'boards.organize.prompt': 'Sélectionnez des épingles à déplacer, copier ou supprimer',
  'boards.organize.selectAll': 'Tout sélectionner',
  'boards.organize.createSection': 'Créer une section',
  'boards.organize.done': 'Terminé',
  'boards.organize.hint':
    'Faites glisser une épingle par sa poignée pour la déplacer, ou sélectionnez la poignée et utilisez les flèches du clavier.',
  'boards.organize.select': 'Sélectionner {name}',
  'boards.organize.loadMore': 'Charger plus d’épingles',
  'boards.organize.deleteTitle':
    '{count, plural, one {Supprimer {n} épingle ?} other {Supprimer {n} épingles ?}}',
  'boards.organize.deleteText':
    'Les épingles supprimées disparaissent définitivement de ce tableau.',
  'boards.organize.sectionCreated':
    '{count, plural, one {Section {title} créée avec {n} épingle.} other {Section {title} créée avec {n} épingles.}}',
  'boards.archivedNotice':
    'Ce tableau est archivé. Désarchivez-le pour y enregistrer de nouvelles épingles.',
  'boards.editBoard': 'Modifier le tableau',
  'boards.editSection': 'Modifier la section',
  'boards.addSection': 'Ajouter une section',
  'boards.organize': 'Organiser',
  'boards.collaborators': 'Collaborateurs',
  'boards.following': 'Abonné',
  'boards.sectionsLabel': 'Sections du tableau',
  'boards.pinsOn': 'Épingles de {name}',
  'boards.emptySection': 'Il n’y a pas encore d’épingle dans cette section.',
  'boards.emptyBoard': 'Il n’y a pas encore d’épingle sur ce tableau.',
  'boards.sectionAdded': 'Section {title} ajoutée.',
  'boards.newSectionWith':
    '{count, plural, one {Nouvelle section avec {n} épingle} other {Nouvelle section avec {n} épingles}}',
  'boards.add': 'Ajouter',
  'boards.sectionPlaceholder': 'Par exemple « Petit-déjeuner » ou « Salon »',
  'boards.createSubmit': 'Créer',
  'boards.keepSecret': 'Garder ce tableau secret',
  'boards.keepSecretHint': 'Ainsi, seuls vous et les collaborateurs pouvez le voir.',
  'boards.namePlaceholder': 'Par exemple « Lieux à visiter » ou « Recettes à essayer »',
  'boards.titleBy': '{board} par {name}',
  'boards.sectionTitleBy': '{section} · {board} par {name}',
  'boards.summary':
    '{count, plural, one {{n} épingle sur {board}.} other {{n} épingles sur {board}.}}',
  'boards.sectionSummary':
    '{count, plural, one {{n} épingle dans {section} sur {board}.} other {{n} épingles dans {section} sur {board}.}}',
  'boards.editTitle': 'Modifier {name}',
  'boards.editYourBoard': 'Modifier votre tableau',
  'boards.boardMissing': 'Ce tableau n’existe pas.',
  'boards.sectionMissing': 'Cette section n’existe pas.',
  'boards.edit.descriptionPlaceholder': 'De quoi parle votre tableau ?',
  'boards.edit.descriptionHint': 'Jusqu’à {max} caractères.',
  'boards.edit.privacy': 'Qui peut voir ce tableau',
  'boards.edit.publicHint': 'Tout le monde peut le voir sur votre profil.',
  'boards.edit.protectedHint':
    'Seules les personnes qui ont le lien peuvent le voir ; il n’apparaît pas sur votre profil.',
  'boards.edit.secretHint': 'Seuls vous et les collaborateurs pouvez le voir.',
  'boards.edit.cover': 'Couverture',
  'boards.edit.chooseCover': 'Choisissez l’épingle de couverture',
  'boards.edit.newestPins': 'Épingles les plus récentes',
  'boards.edit.saveCover': 'Enregistrer la couverture',
  'boards.edit.noCover': 'Enregistrez des épingles sur ce tableau pour choisir une couverture.',
  'boards.edit.comments': 'Commentaires',
  'boards.edit.commentsOff':
    'Personne ne peut commenter les épingles que vous avez enregistrées ici en premier. Les commentaires déjà écrits restent.',
  'boards.edit.commentsOn':
    'Tout le monde peut commenter les épingles que vous avez enregistrées ici en premier.',
  'boards.edit.turnOnComments': 'Activer les commentaires',
  'boards.edit.turnOffComments': 'Désactiver les commentaires',
  'boards.edit.unarchive': 'Désarchiver',
  'boards.edit.archive': 'Archiver',
  'boards.edit.unarchiveText':
    'Ramenez le tableau parmi vos tableaux pour pouvoir de nouveau y enregistrer des épingles.',
  'boards.edit.archiveText':
    'Les tableaux archivés passent à la fin de votre profil et ne reçoivent plus de nouvelles épingles.',
  'boards.edit.unarchiveBoard': 'Désarchiver le tableau',
  'boards.edit.archiveBoard': 'Archiver le tableau',
  'boards.edit.deleteBoard': 'Supprimer le tableau',
  'boards.edit.deleteText':
    '{count, plural, one {Supprimer définitivement ce tableau et son épingle.} other {Supprimer définitivement ce tableau et ses {n} épingles.}}',
  'boards.edit.deleteTitle': 'Supprimer ce tableau ?',
  'boards.edit.deleteConfirm':
    '{count, plural, one {{name} et son épingle disparaîtront définitivement. Cette action est irréversible.} other {{name} et ses {n} épingles disparaîtront définitivement. Cette action est irréversible.}}',
  'boards.edit.deleteForever': 'Supprimer définitivement',
  'boards.edit.archivedDone': 'Le tableau est archivé.',
  'boards.edit.unarchivedDone': 'Le tableau est de retour sur votre profil.',
  'boards.edit.commentsOffDone':
    'Les commentaires sont désactivés pour les épingles que vous avez enregistrées ici en premier.',
  'boards.edit.commentsOnDone': 'Les commentaires sont de nouveau activés.',
  'boards.edit.chooseCoverFromList': 'Choisissez une couverture dans la liste.',
  'boards.edit.coverSaved': 'La couverture est enregistrée.',
  'boards.section.deleteSection': 'Supprimer la section',
  'boards.section.deleteTitle': 'Supprimer cette section ?',
  'boards.section.deleteText':
    '{count, plural, one {La section disparaît ; son épingle reste sur {board}.} other {La section disparaît ; ses {n} épingles restent sur {board}.}}',
};

export const frBoards: Record<BoardsMessageId, string> = {
  ...frBoardsOwn,
  ...frPeople,
  ...frBuilder,
};
