import type { AuthoringMessageId } from './en.ts';

/** French: the authoring tools', import parsers' and API schemas' words (decision 064), part of fr.ts. */
export const frAuthoring: Record<AuthoringMessageId, string> = {
  // a tooltip's {boardName} without a board (core: the home page's experiences)
  'exp.yourBoard': 'votre tableau',
  'exp.preview.noRenderer': 'Ce type d’expérience n’a pas encore de rendu.',
  'exp.preview.show': 'Afficher',
  'exp.preview.again': 'Afficher à nouveau',
  'exp.preview.completed': 'Terminée.',
  'exp.preview.dismissed': 'Fermée.',
  // why an experience cannot be drawn (renderProblem)
  'admin.expProblem.neverShown': 'Le message 1 n’est jamais affiché.',
  'admin.expProblem.searchDelight': 'Une surprise de recherche a besoin de sa search_query_list.',
  'admin.expProblem.heroText':
    '{display, select, hero {Une bannière hero a besoin de son texte.} other {Un volet flyout a besoin de son texte.}}',
  'admin.expProblem.type0': 'Le type 0 ne peut pas être affiché.',
  'admin.expProblem.modal':
    'Une fenêtre modale a besoin d’un titre, d’un corps et du texte du bouton de validation.',
  'admin.expProblem.upsell': "Une bannière de promotion a besoin du type 'upsell' et d’un message.",
  'admin.expProblem.callout':
    'Un encadré a besoin d’un type connu (error-callout, info-callout, warning-callout, upsell) et d’un message.',
  'admin.expProblem.metricsBanner':
    'La bannière de statistiques a besoin d’au moins 2 boutons, d’un title_text et d’un subtitle_text.',
  'admin.expProblem.surveyLink': 'Un sondage a besoin de son lien.',
  'admin.expProblem.popoverAnchor': 'Une bulle d’aide a besoin d’une ancre.',
  'admin.expProblem.popoverAnchorMissing': 'L’ancre de la bulle d’aide n’est pas sur cette page.',
  'admin.expProblem.popoverText': 'Une bulle d’aide a besoin d’un texte.',
  'admin.expProblem.tooltipAnchor': 'Une infobulle a besoin d’une ancre.',
  'admin.expProblem.tooltipAnchorMissing': 'L’ancre de l’infobulle n’est pas sur cette page.',
  'admin.expProblem.toastText': 'Une notification a besoin de son texte.',
  'admin.expProblem.unknownType': 'Le type {type} n’est pas un type de message connu.',
  // an experience as an author writes it
  'errors.experiences.link':
    'Un lien doit être un chemin de ce site (commençant par /) ou une adresse http(s).',
  'errors.experiences.anchor': 'Une ancre est un sélecteur CSS comme [data-anchor="save"].',
  'errors.experiences.countries': 'Les pays s’écrivent en deux majuscules, comme US.',
  'errors.experiences.locales': 'Les langues s’écrivent comme en ou en-GB.',
  'errors.experiences.placedKey': "Chaque entrée est de la forme 'placement:experience'.",
  'errors.experiences.name': 'Donnez un nom au message.',
  'errors.experiences.unknownType': 'Type de message inconnu.',
  'errors.experiences.placements': 'Choisissez au moins un emplacement.',
  'errors.experiences.endAfterStart': 'La fin doit venir après le début.',
  'errors.experiences.extraContextKeys': 'extra_context contient au plus 20 clés.',
  'errors.experiences.extraContextJson': 'extra_context n’est pas du JSON valide.',
  'errors.experiences.logInToAuthor': 'Connectez-vous pour rédiger des messages',
  'errors.experiences.wholeExperience': '(le message)',
  'errors.experiences.noExperience': 'Il n’y a pas de message {id}.',
  'errors.experiences.idTaken':
    'Un message avec l’id {id} existe déjà : choisissez un autre id, ou modifiez celui-ci.',
  'errors.experiences.exists': 'Ce message existe déjà.',
  'errors.experiences.idFixed': 'L’id d’un message ne peut pas changer.',
  'errors.experiences.badState': 'L’état doit être active, paused ou draft.',
  'errors.experiences.cannotActivate': 'Impossible de l’activer : {why}',
  'errors.experiences.notAList': 'Le fichier doit contenir une liste JSON ([ … ]) de messages.',
  'errors.experiences.item': 'élément {index}',
  'errors.experiences.itemNamed': 'élément {index} (« {name} »)',
  'errors.experiences.idTwice': 'L’id {id} est aussi celui de l’élément {first}.',
  'errors.experiences.wholeItem': '(l’élément)',
  // the domain safety list
  'errors.domains.notADomainHint':
    '« {host} » n’est pas un domaine : indiquez un nom d’hôte comme spam.example, ou une adresse IP.',
  'errors.domains.notADomain': '« {host} » n’est pas un domaine.',
  'errors.domains.badStatus': 'Le statut doit être blocked, suspicious ou porn.',
  'errors.domains.messageTooLong': 'Le message doit compter au plus {max} caractères.',
  // Today's articles
  'errors.today.logIn': 'Connectez-vous pour rédiger des articles',
  'errors.today.titleTooLong': 'Le titre compte au plus {maximum} caractères.',
  'errors.today.subtitleTooLong': 'Le sous-titre compte au plus {maximum} caractères.',
  'errors.today.bodyTooLong': 'Le texte compte au plus {maximum} caractères.',
  'errors.today.titleRequired': 'Le titre est obligatoire.',
  'errors.today.chooseKind': 'Choisissez l’un des genres.',
  // the import parsers and their files
  'errors.imports.sourceOneOf': 'source doit être l’une de ces valeurs : {sources}',
  'errors.imports.tooLarge':
    'Ce fichier dépasse {mb} Mo, plus que ce que contient un export de ce genre.',
  'errors.imports.notPinryData':
    'Ce ne sont pas des données Pinry : enregistrez en JSON les réponses de /api/v2/pins/ (et /api/v2/boards/) de votre instance, ou indiquez son adresse et un jeton.',
  'errors.imports.notKarakeep':
    'Ce n’est pas un export Karakeep : Karakeep écrit un seul fichier JSON avec une liste de favoris (Paramètres → Import / Export → Exporter les liens et les notes).',
  'errors.imports.tesseraJsonNotOne':
    'Ce ZIP n’est pas un export Tessera : son tessera.json n’en est pas un.',
  'errors.imports.newerTessera':
    'Cet export a été fait par une version de Tessera plus récente que celle-ci : mettez d’abord ce serveur à jour.',
  'errors.imports.pinterestNoPicture': 'Il ne désigne aucune image que Tessera puisse récupérer.',
  'errors.imports.pinryPin': 'Épingle Pinry {key}',
  'errors.imports.pinryNoPicture':
    'Cette épingle Pinry ne désigne aucune image que Tessera puisse récupérer.',
  'errors.imports.aNote': 'Une note',
  'errors.imports.karakeepNote':
    'Une note Karakeep n’est que du texte : elle n’a pas d’image à épingler.',
  'errors.imports.aKarakeepBookmark': 'Un favori Karakeep',
  'errors.imports.karakeepAsset':
    'L’export de Karakeep omet les images et les fichiers qu’il a stockés : celui-ci ne peut donc pas venir.',
  'errors.imports.aKarakeepLink': 'Un lien Karakeep',
  'errors.imports.linkNotWeb':
    'Ce lien n’est pas une page web (seules les adresses http et https peuvent devenir des épingles).',
  'errors.imports.aBookmark': 'Un favori',
  'errors.imports.bookmarkNotWeb':
    'Ce favori n’est pas une page web (seules les adresses http et https peuvent devenir des épingles).',
  'errors.imports.pinNumber': 'Épingle {id}',
  'errors.imports.pictureNotInExport': 'Son image n’est pas dans l’export.',
  'errors.imports.notAPicture': 'Ce fichier n’est pas une image, même si son nom le prétend.',
  'errors.imports.shaDiffers':
    'Son image n’est pas celle qu’a produite l’export (son sha256 diffère).',
  // a ZIP refused before anything is unpacked (domain/imports/zip-entries.ts, imports/zip-file.ts)
  'errors.imports.zipRefused': 'Ce ZIP est refusé : il contient {why}. Rien n’a été importé.',
  'errors.imports.zipNul': 'un nom de fichier contenant un caractère NUL',
  'errors.imports.zipBackslash': 'un chemin avec une barre oblique inverse ({name})',
  'errors.imports.zipAbsolute': 'un chemin absolu ({name})',
  'errors.imports.zipOutOfFolder': 'un chemin qui sort de son dossier ({name})',
  'errors.imports.zipSymlink': 'un lien symbolique ({name})',
  'errors.imports.zipEntryTooBig': '{name}, qui dépasse {mb} Mo une fois décompressé',
  'errors.imports.zipBomb': '{name}, qui se décompresse à plus de {ratio} fois sa taille',
  'errors.imports.zipTotal': 'plus de 2 Go une fois décompressé',
  // the import's run (services/imports/run.ts): its report, in its person's language
  'errors.imports.notFetched': 'L’image n’a pas pu être récupérée : {why}',
  'errors.imports.notRead': 'L’image n’a pas pu être lue : {why}',
  'errors.imports.haveLink': 'Vous avez déjà une épingle avec ce lien.',
  'errors.imports.havePicture': 'Vous avez déjà une épingle avec cette image.',
  'errors.imports.pictureGone':
    'Son image n’était plus conservée : importez de nouveau le fichier.',
  // the v5 API's parameters (api/v5/schemas.ts)
  'errors.v5.idDigits': 'Les id sont composés de chiffres.',
  // the API's own checks
  'errors.api.controlCharacter':
    'contient un caractère de contrôle (seuls la tabulation et les retours à la ligne sont permis)',
  'errors.api.loneSurrogate': 'contient un caractère invalide (un demi-code de substitution isolé)',
  'errors.api.offsitePinId': 'pin_id doit être l’id d’une épingle.',
  'errors.api.offsiteUrl': 'url doit être le lien à vérifier.',
  'errors.api.offsiteTooLong': '{field} est trop long.',
  'errors.collages.titleMax': 'doit compter au plus {maximum} caractères',
  'errors.collages.itemsMax': 'un collage peut avoir au plus {maximum} découpes',
  // the API's schemas' own words (resource options: ids, pins, ideas, search, analytics)
  'errors.api.numericId': 'doit être un id numérique',
  'errors.api.outOfRange': 'est hors limites',
  'errors.api.numericPlacementId': 'doit être un id d’emplacement numérique',
  'errors.api.interestSlug': 'doit être le slug d’un centre d’intérêt',
  'errors.api.interestWhich': 'interest_id ou slug est obligatoire',
  'errors.api.commentTooLong': 'est bien trop long pour un commentaire',
  'errors.api.repinTitleMax': 'title : {maximum} caractères au plus',
  'errors.api.repinDescriptionMax': 'description : {maximum} caractères au plus',
  'errors.api.feedbackTypeOneOf': 'feedback_type doit être l’une de ces valeurs : {options}.',
  'errors.api.reportReason': 'Choisissez l’une des raisons de signaler cette épingle.',
  'errors.api.daysOneOf': 'days doit être l’une de ces valeurs : {options}',
  'errors.api.inviteWho': 'Indiquez le username ou l’invited_user_id de la personne à inviter.',
  'errors.api.searchSomething': 'saisissez quelque chose à rechercher',
  'errors.api.searchDeleteWhich':
    'indiquez soit query (une recherche à retirer), soit all: true (vider la liste)',
  'errors.api.upToTime': 'up_to : indiquez l’heure de la notification la plus récente affichée.',
  'errors.api.adId': 'ne doit contenir que des lettres, des chiffres, - ou _ (64 au plus).',
  'errors.api.sourceEventId': 'doit être un nombre non signé de 64 bits.',
  'errors.api.destinationJson': 'doit être une liste JSON d’origines.',
  'errors.api.destinationEmpty': 'doit nommer une origine.',
  'errors.api.hostName': 'doit être un nom d’hôte.',
};
