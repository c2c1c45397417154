import type { PwaMessageId } from './en.ts';

/** French: the installable app, the video errors and the shared pictures (decision 064). */
export const frPwa: Record<PwaMessageId, string> = {
  'pwa.offline.title': 'Vous êtes hors ligne',
  'pwa.offline.lead':
    'Cette page a besoin d’une connexion. Ces épingles et tableaux que vous avez vus récemment s’ouvrent sans :',
  'pwa.offline.none':
    'Rien de ce que vous avez vu récemment n’est encore gardé pour une utilisation hors ligne. Les épingles et tableaux que vous ouvrez en ligne seront ici la prochaine fois.',
  'pwa.offline.pins': 'Épingles',
  'pwa.offline.boards': 'Tableaux',
  'pwa.offline.untitledPin': 'Épingle',
  'pwa.offline.untitledBoard': 'Tableau',
  'pwa.offline.retry': 'Réessayer',
  'pwa.kept.title': 'Gardé jusqu’à votre retour en ligne',
  'pwa.kept.notKeptTitle': 'Ce partage n’a pas pu être gardé',
  'pwa.kept.full':
    '{max} partages attendent déjà sur cet appareil. Connectez-vous pour les envoyer, puis partagez à nouveau.',
  'pwa.kept.noRoom':
    'Cet appareil n’a plus de place pour garder le partage. Libérez de l’espace ou connectez-vous, puis partagez à nouveau.',
  'pwa.kept.open': 'Ouvrir Tessera',
  'pwa.kept.lead':
    '{count, plural, =0 {Ce que vous avez partagé est gardé sur cet appareil. Tessera l’envoie dès que vous êtes de nouveau en ligne et vous prévient ; vous en ferez alors des épingles.} one {Votre image est gardée sur cet appareil. Tessera l’envoie dès que vous êtes de nouveau en ligne et vous prévient ; vous en ferez alors des épingles.} other {Vos # images sont gardées sur cet appareil. Tessera les envoie dès que vous êtes de nouveau en ligne et vous prévient ; vous en ferez alors des épingles.}}',
  'pwa.share.problemTitle': 'Ce partage n’a pas pu être ouvert',
  'pwa.share.openBuilder': 'Ouvrir Créer une épingle',
  'pwa.share.tooMany':
    'Vous pouvez partager jusqu’à {max} images à la fois. Choisissez-en {max} ou moins et partagez à nouveau.',
  'pwa.share.tooLarge':
    'Une image partagée est trop lourde. Les images doivent faire moins de 20 Mo.',
  'pwa.share.malformed': 'Le partage n’est pas arrivé en entier. Partagez à nouveau les images.',
  'pwa.manifest.create': 'Créer une épingle',
  'pwa.manifest.createShort': 'Créer',
  'pwa.manifest.search': 'Rechercher',
  'pwa.manifest.messages': 'Messagerie',
  'share.keptUploaded':
    '{count, plural, =0 {Ce que vous avez partagé hors ligne est envoyé} one {L’image que vous avez partagée hors ligne est envoyée} other {Les # images que vous avez partagées hors ligne sont envoyées}}',
  'share.keptRefused': 'Un partage gardé sur cet appareil n’a pas pu être envoyé. {problem}',
  'share.makePins': 'Créer des épingles',
  'builder.shareProblem.notAnImage':
    'Un fichier partagé n’est pas une image que Tessera sait lire (JPEG, PNG, WebP, GIF ou AVIF).',
  'builder.shareProblem.tooLarge':
    'Une image partagée est trop grande. Les images doivent faire moins de 20 Mo et de 50 mégapixels.',
  'builder.shareProblem.empty': 'Un fichier partagé était vide.',
  'video.error.aborted': 'La vidéo a cessé de se charger avant de pouvoir être lue.',
  'video.error.network':
    'Un problème de réseau a interrompu cette vidéo. Vérifiez votre connexion et réessayez.',
  'video.error.decode': 'Cette vidéo n’a pas pu être décodée.',
  'video.error.unsupported': 'Ce format vidéo n’est pas pris en charge par votre navigateur.',
  'video.error.other': 'Cette vidéo ne peut pas être lue.',
};
