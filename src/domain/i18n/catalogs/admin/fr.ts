import type { AdminMessageId } from './en.ts';
import { frAdminExperiences } from './experiences-fr.ts';
import { frAdminOps } from './ops-fr.ts';
import { frAdminPeople } from './people-fr.ts';
import { frAdminToday } from './today-fr.ts';

/** French: the employee pages' texts (decision 064), part of fr.ts. */
export const frAdmin: Record<AdminMessageId, string> = {
  'admin.nav.label': 'Pages des employés',
  'admin.nav.settings': 'Paramètres de l’instance',
  'admin.nav.signups': 'Inscriptions',
  'admin.nav.experiences': 'Messages',
  'admin.nav.today': 'Articles du jour',
  'admin.nav.reports': 'Signalements',
  'admin.nav.people': 'Personnes',
  'admin.nav.log': 'Journal d’audit',
  'admin.nav.domains': 'Liste de sécurité des domaines',
  'admin.nav.jobs': 'Tâches',
  'admin.nav.health': 'État du système',
  'admin.mode.open': 'Ouvertes',
  'admin.mode.approval': 'Sur validation',
  'admin.mode.invite': 'Sur invitation',
  'admin.mode.closed': 'Fermées',
  'admin.modeHelp.open': 'tout le monde peut créer un compte.',
  'admin.modeHelp.approval':
    'une personne fait une demande motivée ; la demande attend ici qu’un administrateur décide.',
  'admin.modeHelp.invite': 'seule une personne ayant un lien d’invitation peut créer un compte.',
  'admin.modeHelp.closed': 'personne ne peut créer de compte.',
  'admin.settings.lead':
    'Le nom de l’instance, ses règles et ses pages, et qui peut la rejoindre. La page À propos les montre à tout le monde.',
  'admin.settings.title': 'L’instance',
  'admin.settings.name': 'Nom',
  'admin.settings.nameHint':
    'Affiché dans l’en-tête, dans le titre de chaque page, dans les liens partagés ailleurs et dans les e-mails.',
  'admin.settings.description': 'Description courte',
  'admin.settings.descriptionHint':
    'Une ou deux phrases pour la page À propos et les liens partagés ailleurs.',
  'admin.settings.contact': 'E-mail de contact',
  'admin.settings.contactHint': 'Affiché sur la page À propos.',
  'admin.settings.rules': 'Règles',
  'admin.settings.rulesHint':
    'Une règle par ligne ; elles sont numérotées dans cet ordre. {max} au maximum.',
  'admin.settings.terms': 'Conditions d’utilisation',
  'admin.settings.termsHint':
    'Markdown : # titres, listes, **gras**, *italique* et [liens](https://…). Affichées sur /about/terms/.',
  'admin.settings.privacy': 'Politique de confidentialité',
  'admin.settings.privacyHint': 'Markdown, comme ci-dessus. Affichée sur /about/privacy/.',
  'admin.settings.whoMayJoin': 'Qui peut rejoindre l’instance',
  'admin.settings.mode': 'Mode d’inscription',
  'admin.settings.modeHint':
    'Ouvertes : tout le monde peut créer un compte. Sur validation : une personne fait une demande motivée ; la demande attend ici qu’un administrateur décide. Sur invitation : seule une personne ayant un lien d’invitation peut créer un compte. Fermées : personne ne peut créer de compte.',
  'admin.settings.membersInvite': 'Les membres peuvent aussi créer des liens d’invitation',
  'admin.settings.membersInviteHint':
    'Sinon, seuls les administrateurs en créent, sur la page Inscriptions.',
  'admin.settings.confirmEmail':
    'Les nouveaux comptes confirment leur adresse e-mail avant de publier',
  'admin.settings.confirmEmailHint':
    'Un lien est envoyé par e-mail à l’inscription ; tant qu’il n’est pas ouvert, le compte peut parcourir le site mais pas créer d’épingles, de tableaux ni de commentaires.',
  'admin.settings.save': 'Enregistrer les paramètres',
  'admin.settings.saved': 'Paramètres enregistrés.',
  'admin.logo.title': 'Logo de l’instance',
  'admin.logo.alt': 'Logo de {name}',
  'admin.logo.none': 'Pas de logo : l’en-tête affiche seulement le nom.',
  'admin.logo.choose': 'Choisir une image',
  'admin.logo.chooseAnother': 'Choisir une autre image',
  'admin.logo.hint':
    'Un carré convient le mieux ; affiché en 32 et 64 pixels. PNG, JPEG, WebP, GIF ou AVIF, jusqu’à 20 Mo.',
  'admin.logo.wrongType': 'Choisissez une image PNG, JPEG, WebP, GIF ou AVIF.',
  'admin.logo.tooLarge': 'Cette image dépasse 20 Mo.',
  'admin.logo.missing': 'Choisissez une image pour le logo.',
  'admin.logo.remove': 'Retirer le logo',
  'admin.logo.upload': 'Téléverser le logo',
  'admin.logo.removed': 'Logo retiré : l’en-tête affiche seulement le nom.',
  'admin.logo.saved': 'Logo enregistré.',
  'admin.unknownForm': 'Ce formulaire est inconnu.',
  'admin.signups.lead':
    'Les inscriptions sont actuellement « {current} » : {help} Modifiez-le dans les {link}.',
  'admin.signups.waitingTitle': 'En attente de validation',
  'admin.signups.noneWaiting': 'Aucune demande en attente.',
  'admin.signups.noneWaitingMode':
    'Aucune demande en attente. Les demandes arrivent quand le mode d’inscription est « Sur validation ».',
  'admin.signups.waitingCount':
    '{count, plural, one {# demande} other {# demandes}}, la plus ancienne d’abord. La personne est prévenue par e-mail dans les deux cas.',
  'admin.signups.waiting': 'En attente',
  'admin.signups.asked': '{email} · demande du {date}',
  'admin.signups.approve': 'Accepter',
  'admin.signups.approveOf': 'Accepter {username}',
  'admin.signups.refuse': 'Refuser',
  'admin.signups.refuseOf': 'Refuser {username}',
  'admin.signups.decidedTitle': 'Décisions récentes',
  'admin.signups.decidedLead': 'Les dernières demandes acceptées ou refusées.',
  'admin.signups.approved': 'Acceptée',
  'admin.signups.refused': 'Refusée',
  'admin.signups.approvedDone':
    'Le compte de {username} a été créé ; la personne a été prévenue par e-mail.',
  'admin.signups.refusedDone':
    'La demande de {username} a été refusée ; la personne a été prévenue par e-mail.',
  'admin.invites.title': 'Créer un lien d’invitation',
  'admin.invites.lead':
    'Un lien d’invitation permet à quelqu’un de créer un compte sur cette instance quand les inscriptions sont sur invitation ou sur validation (il passe la file d’attente). Ce n’est pas une invitation à un tableau.',
  'admin.invites.uses': 'Utilisations',
  'admin.invites.usesHint': 'Combien de comptes il peut créer. Vide : sans limite.',
  'admin.invites.expires': 'Expire après',
  'admin.invites.expiresHint': 'Par exemple 7d, 12h ou 30m (jours, heures, minutes), ou never.',
  'admin.invites.newLink': 'Le nouveau lien (affiché une seule fois)',
  'admin.invites.madeStatus': 'Lien d’invitation créé.',
  'admin.invites.made':
    'Lien d’invitation créé. Copiez-le maintenant : il n’est affiché qu’une seule fois.',
  'admin.invites.make': 'Créer le lien',
  'admin.invites.listTitle': 'Liens d’invitation',
  'admin.invites.none': 'Aucun lien d’invitation n’a encore été créé.',
  'admin.invites.newestFirst': 'Les plus récents d’abord.',
  'admin.invites.linkOf': 'Lien d’invitation nº {count}',
  'admin.invites.usable': 'Valide',
  'admin.invites.withdrawn': 'Retiré',
  'admin.invites.spent': 'Épuisé ou expiré',
  'admin.invites.madeAt': 'Créé',
  'admin.invites.withdraw': 'Retirer',
  'admin.invites.withdrawOf': 'Retirer le lien d’invitation {count}',
  'admin.invites.withdrawnDone': 'Lien d’invitation retiré.',
  'admin.invites.noSuchLink': 'Ce lien d’invitation n’existe pas.',
  'admin.invites.usesSoFar':
    '{count, plural, one {# utilisation} other {# utilisations}} jusqu’ici, sans limite',
  'admin.invites.usesOf': '{count} utilisations sur {max}',
  'admin.invites.expiresAt': 'expire le {date} UTC',
  'admin.invites.neverExpires': 'n’expire jamais',
  'admin.invites.madeBy': 'créé par @{username}',
  ...frAdminPeople,
  ...frAdminOps,
  ...frAdminExperiences,
  ...frAdminToday,
};
