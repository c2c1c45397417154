import type { enErrorsImports } from './imports-en.ts';

/** French: the imports' errors (decision 064), part of errors-accounts/fr.ts. */
export const frErrorsImports: Record<keyof typeof enErrorsImports, string> = {
  // imports
  'errors.imports.underWay':
    'Un de vos imports est en cours : attendez qu’il se termine, ou annulez-le.',
  'errors.imports.pageUnreadable': 'La page n’a pas pu être lue : {reason}',
  'errors.imports.noPin': 'Ce site demande que ses pages ne soient pas enregistrées dans Tessera.',
  'errors.imports.noPicture': 'Tessera n’a trouvé aucune image sur cette page.',
  'errors.imports.pinryAddress':
    'Saisissez l’adresse de votre Pinry, comme https://pinry.example.org',
  'errors.imports.pinryToken': 'Saisissez votre jeton d’API Pinry.',
  'errors.imports.pinrySlow':
    'Votre Pinry a mis trop de temps à envoyer vos épingles. Réessayez plus tard.',
  'errors.imports.pinryRefused': 'Votre Pinry a refusé ce jeton.',
  'errors.imports.pinryUnreachable': 'Tessera ne parvient pas à joindre un Pinry à cette adresse.',
  'errors.imports.pinryUnreadable': 'Tessera n’a pas pu lire votre Pinry : {reason}',
  'errors.imports.pinryUnknownToken': 'Votre Pinry n’a pas reconnu ce jeton.',
  'errors.imports.notPinry': 'Cette adresse n’a pas répondu comme le fait l’API de Pinry.',
  'errors.imports.notPinterest':
    'Ce n’est pas un export de données Pinterest : Pinterest envoie une seule page HTML (pinterest.html).',
  'errors.imports.notBookmarks':
    'Ce n’est pas un fichier de favoris : exportez vos favoris depuis votre navigateur au format HTML (Favoris → Exporter les favoris).',
  'errors.imports.noPins': 'Ce fichier ne contient aucune épingle à importer.',
  'errors.imports.tooManyPins':
    'Ce fichier contient {count, number} épingles ; un import en prend au plus {max, number}. Divisez-le et importez chaque partie.',
  'errors.imports.notTesseraZip':
    'Ce ZIP n’est pas un export Tessera : il ne contient pas de tessera.json (Paramètres → Télécharger vos données en crée un).',
  'errors.imports.badTesseraJson':
    'Le tessera.json de ce ZIP n’est pas du JSON lisible : exportez de nouveau.',
  'errors.imports.tooManyFiles':
    'Ce ZIP contient {count, number} fichiers ; un import en prend au plus {max, number}. Divisez-le et importez chaque partie.',
  'errors.imports.logIn': 'Connectez-vous pour importer vos épingles',
  'errors.imports.oneFile': 'Envoyez un seul fichier d’export à la fois.',
  'errors.imports.pinryFields':
    'Saisissez l’adresse et le jeton de votre Pinry, ou choisissez ses réponses enregistrées à importer.',
  'errors.imports.chooseFile': 'Choisissez votre fichier d’export à importer.',
  'errors.imports.sayTheSource': 'Indiquez la source.',
  'errors.imports.multipart': 'Envoyez l’export en multipart/form-data dans un champ nommé file.',
  'errors.imports.tooManyUploads':
    'Vous avez envoyé beaucoup de fichiers cette heure-ci. Réessayez plus tard.',
  'errors.imports.zipUnreadable':
    'Ce ZIP ne peut pas être lu ({why}). Recréez-le et importez le nouveau.',
};
