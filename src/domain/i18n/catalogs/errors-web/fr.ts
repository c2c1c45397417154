import type { ErrorsWebMessageId } from './en.ts';

/** French: fetching, picture and request errors (decision 064), part of fr.ts. */
export const frErrorsWeb: Record<ErrorsWebMessageId, string> = {
  'errors.fetch.pictureAddress': 'Saisissez l’adresse complète d’une image, par exemple https://…',
  'errors.fetch.httpOnly': 'Seules les adresses http et https peuvent être utilisées.',
  'errors.fetch.blocked': 'Tessera ne peut pas récupérer d’images à cette adresse.',
  'errors.fetch.noSuchSite': 'Tessera n’a pas trouvé ce site web.',
  'errors.fetch.pictureTooBig': 'Cette image est trop lourde. Utilisez-en une de moins de 20 Mo.',
  'errors.fetch.pictureTimeout': 'Ce site web a mis trop de temps à envoyer l’image.',
  'errors.fetch.noPicture': 'Tessera n’a pas pu obtenir d’image à cette adresse.',
  'errors.fetch.noPictureStatus':
    'Tessera n’a pas pu obtenir d’image à cette adresse (le site web a répondu {status}).',
  'errors.fetch.tooManyRedirects': 'Cette adresse redirige trop de fois.',
  'errors.fetch.pageAddress': 'Saisissez l’adresse complète d’une page, par exemple https://…',
  'errors.fetch.pageBlocked': 'Tessera ne peut pas ouvrir de pages à cette adresse.',
  'errors.fetch.pageUnreachable': 'Tessera n’a pas pu ouvrir cette page.',
  'errors.fetch.pageStatus':
    'Tessera n’a pas pu ouvrir cette page (le site web a répondu {status}).',
  'errors.fetch.pageTooBig': 'Cette page est trop lourde pour être lue (plus de 2 Mo).',
  'errors.fetch.pageTimeout': 'Ce site web a mis trop de temps à répondre.',
  'errors.fetch.notHtml':
    'Cette adresse n’est pas une page web (ce n’est pas du HTML). Pour enregistrer une image elle-même, collez son adresse sous « ou enregistrer depuis une URL ».',
  'errors.fetch.notJson': 'Cette adresse n’a pas répondu comme une API (pas de JSON).',
  'errors.fetch.badJson': 'Cette adresse a répondu avec un JSON que Tessera ne sait pas lire.',
  'errors.images.unsupportedFormat':
    'Tessera ne peut pas utiliser les images {format} (utilisez JPEG, PNG, WebP, GIF ou AVIF).',
  'errors.images.heicUnreadable': 'Cette image HEIC n’a pas pu être lue.',
  'errors.images.heicEmpty': 'Ce fichier HEIC ne contient aucune image.',
  'errors.images.heicTooManyPixels':
    'Cette image HEIC fait {width} × {height} pixels, plus qu’une image ne peut en avoir.',
  'errors.comments.tooFast':
    'Vous commentez très vite. Patientez quelques minutes, puis réessayez.',
  'errors.feedback.tooManyReports':
    'Vous avez envoyé beaucoup de signalements en peu de temps. Réessayez plus tard.',
  'errors.page.badAddressTitle': 'Adresse incorrecte',
  'errors.page.badEscape': 'Cette adresse contient un échappement % incorrect.',
  'errors.page.addressProblem':
    'Cette adresse {problem, select, lone_surrogate {contient un caractère non valide (un demi-caractère de substitution isolé)} other {contient un caractère de contrôle}}.',
  'errors.page.parameterProblem':
    'Le paramètre « {name} » {problem, select, lone_surrogate {contient un caractère non valide (un demi-caractère de substitution isolé)} other {contient un caractère de contrôle (seuls les tabulations et les retours à la ligne sont autorisés)}}.',
  'errors.page.methodTitle': 'Méthode non autorisée',
  'errors.page.method': 'Cette page accepte {allow}, pas {method}.',
  'errors.page.notFormTitle': 'Ce n’est pas un formulaire',
  'errors.page.notForm':
    'Les pages acceptent des envois de formulaire (application/x-www-form-urlencoded ou multipart/form-data).',
  'errors.page.tooLargeTitle': 'Trop volumineux',
  'errors.page.tooLarge':
    'Ce formulaire a envoyé plus de {mb} Mo, soit plus que ce que cette page accepte.',
  'errors.page.cutOffTitle': 'Formulaire incomplet',
  'errors.page.cutOff': 'Le formulaire a été interrompu.',
  'errors.page.malformedTitle': 'Formulaire mal formé',
  'errors.page.malformed': 'Ce formulaire n’a pas pu être lu.',
  'errors.page.malformedMultipart':
    'Ce formulaire n’a pas pu être lu : le corps multipart est mal formé (délimiteur absent ou incorrect, ou contenu tronqué).',
  'errors.page.checkFormTitle': 'Vérifiez le formulaire',
  'errors.page.fieldProblem':
    'Le champ « {name} » {problem, select, lone_surrogate {contient un caractère non valide (un demi-caractère de substitution isolé)} other {contient un caractère de contrôle (seuls les tabulations et les retours à la ligne sont autorisés)}}.',
  'errors.page.refusedTitle': 'Refusé',
  'errors.page.badRequestTitle': 'Requête incorrecte',
  'errors.page.badHost': 'L’en-tête Host n’est pas un hôte valide.',
  'errors.page.goHome': 'Aller au fil d’accueil',
  'errors.api.boardIdOrSlug': 'Indiquez board_id, ou username et slug.',
  'errors.api.liveLogIn': 'Connectez-vous pour recevoir les mises à jour en direct.',
  'errors.api.liveAge': 'doit être un nombre entier de millisecondes, de 9 chiffres au plus.',
  'server.embed.viewOn': 'Voir sur Tessera',
  'server.embed.unavailable': 'Cette épingle n’est pas disponible.',
  'errors.images.storeDown':
    'Le stockage des images ne répond pas : les images ne peuvent pas être enregistrées ni affichées pour le moment. Réessayez dans un instant.',
  'errors.images.notAnImage':
    'Le fichier n’est pas une image que Tessera sait lire (utilisez JPEG, PNG, WebP, GIF ou AVIF).',
  'errors.images.tooManyPixels':
    'L’image est trop grande : {megapixels, number} mégapixels au maximum.',
  'errors.images.tooLarge': 'L’image dépasse {mb, number} Mo.',
  'errors.forms.unknown': 'Ce formulaire est inconnu.',
  'errors.forms.emailMode': 'Choisissez comment recevoir vos e-mails.',
  'server.home.description':
    'Découvrez des idées, enregistrez celles que vous aimez et partagez-les sur {name}.',
  'errors.oauth.unknownApp': 'Cette application n’est pas enregistrée auprès de Tessera.',
  'errors.oauth.unregisteredRedirect':
    'L’application a envoyé une redirect_uri qu’elle n’a pas enregistrée : Tessera ne vous y enverra pas.',
  'errors.imports.noSuchImport': 'Vous n’avez aucune importation de ce type.',
  'errors.imports.noneUnderWay': 'Vous n’avez aucune importation en cours.',
  'errors.collages.seePrompt': 'Connectez-vous pour voir vos collages',
  'errors.boards.invitesPrompt': 'Connectez-vous pour voir vos invitations',
  'errors.ideas.topicsPrompt': 'Connectez-vous pour choisir vos sujets',
};
