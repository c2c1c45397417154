import type { RulesContentMessageId } from './en.ts';

/** French: the words domain rules decide (decision 064). */
export const frRulesContent: Record<RulesContentMessageId, string> = {
  'absent.notPart': 'Ne fait pas partie de Tessera',
  'absent.noAds': 'Pas de publicité',
  'absent.adTools':
    'Tessera n’a pas d’activité publicitaire : personne n’achète d’emplacements sur ce serveur, il n’y a donc ni comptes publicitaires, ni campagnes, ni audiences, ni factures à gérer.',
  'absent.businessManager':
    'Le Business Manager (accès partagé, hiérarchies, catalogues et sécurité de marque pour les équipes qui gèrent des comptes publicitaires) appartient à une plateforme publicitaire hébergée. Dans Tessera, un compte professionnel est le compte d’une personne, avec les statistiques de ses épingles.',
  'absent.emailSurveys': 'Pas de sondages par e-mail',
  'absent.emailSurveysWhy': 'Tessera n’envoie pas de sondages par e-mail.',
  'absent.emailVerification': 'Pas de liens de vérification d’e-mail',
  'absent.emailVerificationWhy':
    'Tessera n’envoie pas de liens pour vérifier une adresse e-mail : aucune vérification n’a donc pu échouer. Votre e-mail sert à réinitialiser votre mot de passe.',
  'absent.appeals': 'Pas de recours',
  'absent.appealsWhy':
    'Sur ce serveur, les épingles sont retirées par les personnes qui le gèrent, après un signalement. Il n’y a pas de formulaire de recours : adressez-vous directement à elles.',
  'absent.ageChecks': 'Pas de vérification d’âge',
  'absent.ageChecksWhy': 'Tessera ne vérifie pas l’âge : il n’y a donc rien à contester.',
  'absent.appSignIn': 'Pas de connexion d’application',
  'absent.appSignInWhy':
    'L’App Factory de Pinterest ne fait pas partie de Tessera ; les applications se connectent via /oauth/ (OAuth 2.0).',
  'absent.liveStudio': 'Pas de studio en direct',
  'absent.liveStudioWhy':
    'Tessera n’a pas de vidéo en direct : les épingles peuvent contenir des vidéos, que vous créez dans l’outil de création d’épingles.',
  'errors.shopping.minPrice': 'Le prix minimum doit être un prix comme 25 ou 19.99.',
  'errors.shopping.maxPrice': 'Le prix maximum doit être un prix comme 25 ou 19.99.',
  'errors.shopping.minAboveMax': 'Le prix minimum est supérieur au prix maximum.',
  'errors.shopping.flags': 'in_stock et free_shipping prennent 1 (activé) ou 0 (désactivé).',
  'errors.shopping.brandTooLong': 'Ce nom de marque est trop long.',
  'errors.shopping.sortBy': 'Triez selon l’un de ces critères : {name}.',
  'errors.pins.titleTooLong': 'Le titre ne peut pas dépasser {max} caractères.',
  'errors.pins.descriptionTooLong': 'La description ne peut pas dépasser {max} caractères.',
  'errors.pins.altTextTooLong': 'Le texte alternatif ne peut pas dépasser {max} caractères.',
  'errors.pins.linkTooLong': 'Le lien ne peut pas dépasser {max} caractères.',
  'errors.pins.linkNotWeb': 'Saisissez une adresse Web qui commence par http:// ou https://.',
  'errors.comments.empty': 'Écrivez d’abord un commentaire.',
  'errors.comments.tooLong': 'Un commentaire ne peut pas dépasser {max} caractères.',
  'ideas.unknownTopic': 'Ce sujet est inconnu. Rechargez la page et réessayez.',
  'admin.domains.defaultBlocked':
    'Ce lien mène à un site signalé pour spam ou contenu dangereux : Tessera ne l’ouvre donc pas.',
  'admin.domains.defaultSuspicious':
    'Ce lien semble suspect : il peut mener à du spam ou à un site qui cherche à obtenir vos informations.',
  'admin.domains.defaultPorn':
    'Ce lien mène à du contenu pour adultes, vers lequel Tessera ne renvoie pas.',
  'boards.problem.nameEmpty': 'Le nom du tableau ne peut pas être vide.',
  'boards.problem.nameTooLong': 'Le nom du tableau ne peut pas dépasser {max} caractères.',
  'boards.problem.descriptionEmpty': 'La description ne peut pas être vide.',
  'boards.problem.descriptionTooLong': 'La description ne peut pas dépasser {max} caractères.',
  'boards.problem.sectionTitleEmpty': 'Le nom de la section ne peut pas être vide.',
  'boards.problem.sectionTitleTooLong':
    'Le nom de la section ne peut pas dépasser {max} caractères.',
  'builder.noPictureFromSite':
    'Le site n’a pas indiqué quelle image enregistrer. Ajoutez-la ici : importez-la ou collez son adresse.',
  'consent.savedToast':
    'Nous avons enregistré vos préférences en matière de cookies. Vous pouvez les modifier à tout moment dans la section Paramètres de votre profil.',
  'consent.notSaved': 'Votre choix n’a pas été enregistré. Veuillez réessayer.',
  'pages.email.allLabel': 'toutes les notifications',
  'analytics.csv.pinId': 'ID de l’épingle',
  'analytics.csv.title': 'Titre',
  'analytics.csv.pinUrl': 'URL de l’épingle',
  'analytics.csv.from': 'Du',
  'analytics.csv.to': 'Au',
  'pins.altContains': 'Contient : {text}',
  'pins.altMayContain': 'Peut contenir : {text}',
  'pins.altImageOf': 'Contient une image de : {text}',
  'pins.linkVideo': '{name}, vidéo {time}',
  'pins.linkGif': '{name}, GIF animé',
  'closeup.shopTheLook': 'Acheter le look',
};
