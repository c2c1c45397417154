import type { ErrorsContentMessageId } from './en.ts';

/** French: the content services' errors (decision 064), part of fr.ts. */
export const frErrorsContent: Record<ErrorsContentMessageId, string> = {
  // boards
  'errors.boards.joinPrompt': 'Connectez-vous pour rejoindre ce tableau',
  'errors.boards.createPrompt': 'Connectez-vous pour créer une épingle ou un tableau',
  'errors.boards.editPrompt': 'Connectez-vous pour modifier ce tableau',
  'errors.boards.collaboratePrompt': 'Connectez-vous pour collaborer à des tableaux',
  'errors.boards.cantInvite': 'Vous ne pouvez pas inviter de personnes sur ce tableau.',
  'errors.boards.cantManageInvites': 'Vous ne pouvez pas gérer les invitations de ce tableau.',
  'errors.boards.personGone': 'Cette personne n’a plus de compte Tessera.',
  'errors.boards.ownerChangesPermissions':
    'Seul le propriétaire du tableau peut modifier ce que les collaborateurs peuvent faire.',
  'errors.boards.ownerDoesAll': 'Le propriétaire peut toujours tout faire sur son tableau.',
  'errors.boards.notCollaborator': 'Cette personne ne collabore pas à ce tableau.',
  'errors.boards.ownerCantLeave':
    'Ce tableau vous appartient, vous ne pouvez donc pas le quitter. Vous pouvez plutôt le supprimer.',
  'errors.boards.ownerCantBeRemoved': 'Le propriétaire du tableau ne peut pas être retiré.',
  'errors.boards.youAreNotCollaborator': 'Vous ne collaborez pas à ce tableau.',
  'errors.boards.ownerRemoves':
    'Seul le propriétaire du tableau peut retirer d’autres collaborateurs.',
  'errors.boards.sectionNotOnBoard': 'Cette section ne fait pas partie de ce tableau.',
  'errors.boards.selectAPin': 'Sélectionnez au moins une épingle.',
  'errors.boards.cantMovePins':
    'Vous n’avez pas l’autorisation de déplacer des épingles sur ce tableau.',
  'errors.boards.selectedNotOnBoard':
    'Certaines des épingles sélectionnées ne sont pas sur ce tableau.',
  'errors.boards.sectionNameTaken': 'Ce nom de section vient d’être pris. Veuillez réessayer.',
  'errors.boards.onlyForYourself': 'Vous ne pouvez créer des tableaux que pour vous-même.',
  'errors.boards.quickSavesExists': 'Vous avez déjà un tableau « Quick Saves ».',
  'errors.boards.nameTaken': 'Ce nom de tableau vient d’être pris. Veuillez réessayer.',
  'errors.boards.ownerSettings':
    'Seul le propriétaire du tableau peut modifier sa confidentialité, l’archiver ou le partager.',
  'errors.boards.coverNotOnBoard': 'La couverture doit être une épingle de ce tableau.',
  'errors.boards.noPermission': 'Vous n’avez pas l’autorisation de faire cela sur ce tableau.',
  'errors.boards.cantFollowOwn': 'Vous ne pouvez pas suivre votre propre tableau.',
  'errors.boards.giveUsername': 'Indiquez le nom d’utilisateur de la personne à inviter.',
  'errors.boards.ownerChoosesPermissions':
    'Seul le propriétaire du tableau peut choisir ce que les collaborateurs peuvent faire.',
  'errors.boards.cantInviteYourself': 'Vous ne pouvez pas vous inviter vous-même.',
  'errors.boards.ownerCancelsInvites':
    'Seul le propriétaire du tableau peut annuler des invitations.',
  'errors.boards.noInviteForPerson': 'Il n’y a aucune invitation en attente pour cette personne.',
  'errors.boards.boardOnce': 'Chaque tableau ne peut apparaître qu’une seule fois.',
  'errors.boards.orderOwnBoards': 'Vous ne pouvez ordonner que vos propres tableaux.',
  'errors.boards.pinOnce': 'Chaque épingle ne peut apparaître qu’une seule fois.',
  'errors.boards.pinsNotOnBoard': 'Certaines de ces épingles ne sont pas sur ce tableau.',
  'errors.boards.sectionNotFound': 'Cette section n’existe pas ou ne vous est pas visible.',
  'errors.boards.badBookmark':
    'Le signet n’est pas valide ; recommencez à partir de la première page.',
  'errors.boards.badInviteLink':
    'Ce lien d’invitation ne fonctionne plus. Demandez-en un nouveau au propriétaire du tableau.',
  'errors.boards.notFound': 'Ce tableau n’existe pas ou ne vous est pas visible.',
  'errors.boards.archived':
    'Ce tableau est archivé. Désarchivez-le avant d’y enregistrer des épingles.',
  'errors.boards.noPendingInvite': 'Vous n’avez aucune invitation en attente pour ce tableau.',
  'errors.boards.unknownPermission':
    'Autorisation inconnue : {bad}. Les autorisations sont : {known}.',
  'errors.boards.noProfileNamed': 'Il n’existe aucun profil nommé {name}.',
  'errors.boards.inviteeOwns': '{username} est propriétaire de ce tableau.',
  'errors.boards.alreadyCollaborates': '{username} collabore déjà à ce tableau.',
  'errors.boards.unknownSort': 'Tri inconnu : {sort}.',
  // pins
  'errors.pins.savePrompt': 'Connectez-vous pour enregistrer cette épingle',
  'errors.pins.favoritePrompt': 'Connectez-vous pour ajouter cette épingle à vos favoris',
  'errors.pins.editPrompt': 'Connectez-vous pour modifier cette épingle',
  'errors.pins.tooManyShares':
    'Beaucoup d’images ont été partagées depuis cet endroit. Connectez-vous, ou patientez un moment avant de partager à nouveau.',
  'errors.pins.tooManyUploads':
    'Vous avez importé beaucoup d’images. Veuillez patienter un moment, puis réessayer.',
  'errors.pins.pictureTooBig': 'Cette image est trop lourde. Utilisez-en une de moins de 20 Mo.',
  'errors.pins.tooManyPixels':
    'Cette image a trop de pixels. Utilisez-en une de moins de 50 mégapixels.',
  'errors.pins.notAPicture':
    'Ce fichier n’est pas une image que Tessera sait lire. Utilisez un JPEG, PNG, WebP, GIF ou AVIF.',
  'errors.pins.notYourBoard':
    'Vous ne pouvez enregistrer des épingles que sur vos propres tableaux ou ceux auxquels vous collaborez.',
  'errors.pins.sectionNotOnChosenBoard': 'Cette section ne fait pas partie du tableau choisi.',
  'errors.pins.chooseBoard': 'Choisissez le tableau auquel appartient la section.',
  'errors.pins.unknownImage': 'Importez d’abord l’image : cette image_signature est inconnue.',
  'errors.pins.editOwn': 'Vous ne pouvez modifier que vos propres épingles.',
  'errors.pins.deleteOwn': 'Vous ne pouvez supprimer que vos propres épingles.',
  'errors.pins.cantMoveOff': 'Vous ne pouvez pas déplacer d’épingles hors de ce tableau.',
  'errors.pins.onlySaverMoves':
    'Seule la personne qui a enregistré cette épingle peut la déplacer vers son profil.',
  'errors.pins.unavailable': 'Indisponible',
  'errors.pins.removedByCreator': 'Supprimée par son créateur',
  'errors.pins.siteOptsOut':
    'Ce site demande que ses pages ne soient pas enregistrées sur Tessera.',
  'errors.pins.noPictures': 'Tessera n’a trouvé aucune image à enregistrer sur cette page.',
  'errors.pins.thatPinNotFound': 'Cette épingle n’existe pas ou ne vous est pas visible.',
  'errors.pins.chooseBoardOfSection': 'Choisissez le tableau sur lequel se trouve la section.',
  'errors.pins.thatBoardNotFound': 'Ce tableau n’existe pas ou ne vous est pas visible.',
  'errors.pins.cantSaveHere': 'Vous ne pouvez pas enregistrer d’épingles sur ce tableau.',
  'errors.pins.saveFailed': 'L’épingle n’a pas pu être enregistrée. Réessayez.',
  'errors.pins.profileNotFound': 'Ce profil n’existe pas ou ne vous est pas visible.',
  'errors.pins.sendPicture':
    'Envoyez une image en multipart/form-data (champ file) ou en JSON {example}.',
  'errors.pins.onlyJson': 'Seul le format json est proposé.',
  'errors.pins.sendPageUrl': 'Envoyez le JSON {example} : l’adresse de la page.',
  'errors.pins.notFound': 'Cette épingle n’existe pas ou ne vous est pas visible.',
  'errors.pins.removedAfterReport': 'Supprimée pour non-respect du règlement de la communauté',
  // comments
  'errors.comments.reportPrompt': 'Connectez-vous pour signaler ce commentaire',
  'errors.comments.boardPrompt': 'Connectez-vous pour modifier ce tableau',
  'errors.comments.commentPrompt': 'Connectez-vous pour commenter',
  'errors.comments.replyToRoot': 'Répondez au commentaire auquel cette réponse se rapporte.',
  'errors.comments.cantReply': 'Vous ne pouvez pas répondre à ce commentaire.',
  'errors.comments.noMoreReplies': 'Ce commentaire n’accepte plus de réponses.',
  'errors.comments.cantComment': 'Vous ne pouvez pas commenter cette épingle.',
  'errors.comments.saveFailed': 'Le commentaire n’a pas pu être enregistré.',
  'errors.comments.authorEdits': 'Seul son auteur peut modifier un commentaire.',
  'errors.comments.deleteOwn':
    'Vous ne pouvez supprimer que vos propres commentaires, ou ceux publiés sur votre propre épingle.',
  'errors.comments.pinOwnerTurnsOff':
    'Seul le propriétaire de l’épingle peut désactiver ses commentaires.',
  'errors.comments.boardGone': 'Ce tableau n’existe pas.',
  'errors.comments.boardOwnerTurnsOff':
    'Seul le propriétaire du tableau peut désactiver ses commentaires.',
  'errors.comments.chooseReason': 'Choisissez l’un des motifs pour signaler ce commentaire.',
  'errors.comments.gone': 'Ce commentaire n’existe plus.',
  'errors.comments.cantReportOwn': 'Vous ne pouvez pas signaler votre propre commentaire.',
  'errors.comments.noReport': 'Ce signalement n’existe pas.',
  'errors.comments.badBookmark': 'bookmark : ce signet ne provient pas de cette liste.',
  'errors.comments.closed': 'Les commentaires sont désactivés pour cette épingle.',
  'errors.comments.alreadyResolved':
    'Ce signalement a déjà été {status, select, removed {traité par une suppression} dismissed {rejeté} other {traité}}.',
  // collages
  'errors.collages.prompt': 'Connectez-vous pour créer un collage',
  'errors.collages.cropOutside':
    'Le recadrage d’une découpe doit rester à l’intérieur de l’image de son épingle.',
  'errors.collages.published': 'Un collage publié ne peut plus être modifié.',
  'errors.collages.empty': 'Ajoutez au moins une découpe avant de publier le collage.',
  'errors.collages.notFound': 'Ce collage n’existe pas ou ne vous appartient pas.',
  'errors.collages.titleTooLong': 'Le titre d’un collage peut compter au plus {max} caractères.',
  'errors.collages.tooManyItems': 'Un collage peut contenir au plus {max} découpes.',
  // sharing
  'errors.sharing.prompt': 'Connectez-vous pour partager avec un lien',
  'errors.sharing.notAPinUrl': 'url doit être l’adresse d’une épingle de ce site.',
  'errors.sharing.noPinThere': 'Il n’y a pas d’épingle à cette adresse.',
  'errors.sharing.badUrl':
    'url doit être l’adresse d’une épingle, d’un tableau ou d’un profil de ce site.',
  'errors.sharing.badObjectType': 'object_type doit valoir 0, 1, 2, 3, 5, 6 ou 8.',
  'errors.sharing.objectMismatch': 'object_id et path doivent désigner la même chose.',
  'errors.sharing.badPath': 'path doit être une page de ce site.',
  'errors.sharing.noInvite': 'Cette invitation n’existe pas.',
  // feedback
  'errors.feedback.hidePrompt': 'Connectez-vous pour masquer des épingles',
  'errors.feedback.reportPinPrompt': 'Connectez-vous pour signaler cette épingle',
  'errors.feedback.tunePrompt': 'Connectez-vous pour ajuster votre fil d’accueil',
  'errors.feedback.reportProfilePrompt': 'Connectez-vous pour signaler ce profil',
  'errors.feedback.cantReportOwnProfile': 'Vous ne pouvez pas signaler votre propre profil.',
  'errors.feedback.profileGone': 'Ce profil n’existe plus.',
  'errors.feedback.alreadyReported':
    'Vous avez déjà signalé ce profil. Nous vous tiendrons informé de notre décision.',
  'errors.feedback.noOpenReport': 'Il n’y a aucun signalement ouvert sur ce profil.',
  'errors.feedback.chooseReason': 'Choisissez l’un des motifs pour signaler cette épingle.',
  'errors.feedback.ownPin': 'C’est votre propre épingle : modifiez-la ou supprimez-la plutôt.',
  'errors.feedback.unknownType': 'Ce type de retour est inconnu.',
  // outbound
  'errors.outbound.cantOpen': 'Ce lien ne peut pas être ouvert.',
  'errors.outbound.notThisPinsLink': 'Ce lien n’est pas celui de cette épingle.',
  // shopping
  'errors.shopping.noCategory': 'Il n’existe aucune catégorie de shopping avec cet identifiant.',
  'errors.shopping.badBookmark':
    'Le signet n’est pas valide pour ce tri ; recommencez à partir de la première page.',
  // ideas
  'errors.ideas.unknownTopic': 'Ce sujet est inconnu. Rechargez la page et réessayez.',
  'errors.ideas.noSuchPage': 'Cette page d’idées n’existe pas.',
  // feeds
  'errors.feeds.followingPrompt':
    'Connectez-vous pour voir les épingles des personnes et des tableaux que vous suivez',
  // search
  'errors.search.historyPrompt': 'Connectez-vous pour conserver vos recherches récentes',
  'errors.search.loginPrompt':
    'Connectez-vous pour rechercher dans vos propres épingles et tableaux',
  'errors.search.emptyQuery': 'query : saisissez quelque chose à rechercher',
  // today
  'errors.today.invalidArticle': 'L’article n’est pas valide.',
  'errors.today.noArticle': 'Nous n’avons pas trouvé cet article.',
  'errors.today.noInterest': 'Cet intérêt n’existe pas.',
  'errors.today.pastePin':
    'Collez le lien d’une épingle ou son identifiant, par exemple /pin/1234/.',
  'errors.today.noPin':
    'Nous n’avons pas trouvé cette épingle, ou elle se trouve sur un tableau secret.',
  'errors.today.pinAlreadyIn': 'Cette épingle est déjà dans cet article.',
  'errors.today.pinNotIn': 'Cette épingle n’est pas dans cet article.',
  'errors.today.addVisiblePin': 'Ajoutez une épingle visible par les lecteurs avant de publier.',
  'errors.today.tooManyPins': 'Un article contient au plus {max} épingles.',
  // experiences
  'errors.experiences.badPlacedId':
    "placed_experience_id doit valoir 'placement%3Aexperience' ou l’identifiant d’une expérience placée.",
  'errors.experiences.badExtraContext': 'extra_context non valide.',
  'errors.experiences.busy':
    'Trop de modifications simultanées de cette expérience. Réessayez dans un instant.',
  'errors.experiences.notForBots': 'Les expériences ne sont pas destinées aux robots.',
  'errors.experiences.bodyNotUnderstood': 'Le corps de la requête n’est pas compris.',
  'errors.experiences.noPlaced': 'Cette expérience placée n’existe pas.',
};
