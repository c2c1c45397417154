import { frAdmin } from './admin/fr.ts';
import { frAuthoring } from './authoring/fr.ts';
import { frBoards } from './boards/fr.ts';
import { frCloseup } from './closeup/fr.ts';
import { frDiscovery } from './discovery/fr.ts';
import type { Catalog } from './en.ts';
import { frErrorsAccounts } from './errors-accounts/fr.ts';
import { frErrorsContent } from './errors-content/fr.ts';
import { frErrorsWeb } from './errors-web/fr.ts';
import { frGuidelines } from './guidelines/fr.ts';
import { frMail } from './mail/fr.ts';
import { frMessages } from './messages/fr.ts';
import { frPwa } from './pwa/fr.ts';
import { frRules } from './rules/fr.ts';
import { frRulesContent } from './rules-content/fr.ts';
import { frSettings } from './settings/fr.ts';

/** French (decision 064). */
export const fr: Catalog = {
  'shell.skipToContent': 'Aller au contenu',
  'shell.homeOf': 'Accueil de {name}',
  'shell.mainNav': 'Navigation principale',
  'shell.bottomNav': 'Navigation du bas',
  'shell.home': 'Accueil',
  'shell.explore': 'Explorer',
  'shell.today': "Aujourd'hui",
  'shell.shopping': 'Shopping',
  'shell.create': 'Créer',
  'shell.profile': 'Profil',
  'shell.logIn': 'Se connecter',
  'shell.signUp': "S'inscrire",
  'shell.visitorMenu': 'Compte, thème et langue',
  'shell.accountMenu': 'Compte et paramètres',
  'shell.yourProfileOf': 'Votre profil, {name}',
  'shell.yourProfile': 'Votre profil',
  'shell.analytics': 'Statistiques',
  'shell.settings': 'Paramètres',
  'shell.tuneHomeFeed': "Ajuster votre fil d'accueil",
  'shell.guidelines': 'Règles de la communauté',
  'shell.aboutOf': 'À propos de {name}',
  'shell.logOut': 'Se déconnecter',
  'shell.theme': 'Thème',
  'shell.themeSystem': 'Système',
  'shell.themeLight': 'Clair',
  'shell.themeDark': 'Sombre',
  'shell.language': 'Langue',
  'shell.goHome': "Aller au fil d'accueil",
  'shell.notInTessera': 'Absent de Tessera',
  'error.notFoundTitle': 'Nous n’avons pas trouvé cette page',
  'error.notFoundMessage': 'Le lien est peut-être rompu, ou la page a peut-être été supprimée.',
  'error.title': 'Un problème est survenu',
  'error.message':
    'Tessera a rencontré un problème en affichant cette page. Réessayez dans un instant.',
  'error.messageDoing': 'Tessera a rencontré un problème ({doing}). Réessayez dans un instant.',
  'meta.notFound': 'Page introuvable',
  'meta.error': 'Un problème est survenu',
  'header.search': 'Rechercher',
  'header.searchOf': 'Rechercher sur {name}',
  'header.clearSearch': 'Effacer la recherche',
  'header.exploreCategories': 'Explorer les catégories',
  'header.loadingCategories': 'Chargement des catégories…',
  'header.categoriesFailed': 'Impossible de charger les catégories.',
  'header.allIdeas': 'Toutes les idées',
  'header.videos': 'Vidéos',
  'header.createPin': 'Créer une épingle',
  'header.createCollage': 'Créer un collage',
  'header.createBoard': 'Créer un tableau',
  'header.notifications': 'Notifications',
  'header.loadingNotifications': 'Chargement des notifications',
  'header.messages': 'Messages',
  'header.inbox': 'Boîte de réception',
  'header.loadingMessages': 'Chargement des messages',
  'header.invites': 'Invitations',
  'header.invitesWaiting':
    '{count, plural, one {Invitations, # en attente de votre réponse} other {Invitations, # en attente de votre réponse}}',
  'ui.showPassword': 'Afficher le mot de passe',
  'ui.hidePassword': 'Masquer le mot de passe',
  'consent.title': 'Les cookies sur {name}',
  'consent.text':
    '{name} utilise les cookies dont il a besoin pour fonctionner, comme celui qui vous garde connecté. Avec votre accord, il utilise aussi des cookies pour mesurer l’utilisation de {name}, afficher des publicités adaptées et personnaliser ce que vous voyez. Vous pouvez modifier votre choix à tout moment dans vos paramètres.',
  'consent.acceptAll': 'Tout accepter',
  'consent.rejectAll': 'Tout refuser',
  'consent.choose': 'Choisir moi-même',
  'consent.settingsTitle': 'Paramètres des cookies',
  'consent.settingsLead':
    '{name} utilise toujours les cookies dont il a besoin pour fonctionner, comme celui qui vous garde connecté. Choisissez ceux qu’il peut utiliser en plus.',
  'consent.save': 'Enregistrer',
  'auth.logInTitle': 'Se connecter à {name}',
  'auth.logInSubtitle': 'Bon retour parmi nous. Trouvez de nouvelles idées à essayer.',
  'auth.emailOrUsername': 'E-mail ou nom d’utilisateur',
  'auth.email': 'E-mail',
  'auth.password': 'Mot de passe',
  'auth.forgotPassword': 'Mot de passe oublié ?',
  'auth.notMemberYet': 'Pas encore sur {name} ?',
  'auth.alreadyMember': 'Déjà membre ?',
  'auth.passwordHint':
    'De 8 à 128 caractères. Évitez les mots de passe courants et votre nom d’utilisateur.',
  'auth.firstName': 'Prénom',
  'auth.username': 'Nom d’utilisateur',
  'auth.usernameHint':
    'De 3 à 30 lettres, chiffres ou tirets bas. Votre profil sera à l’adresse /nom/.',
  'auth.reason': 'Pourquoi souhaitez-vous nous rejoindre ?',
  'auth.reasonHint': 'Les administrateurs lisent ceci avant d’approuver votre demande.',
  'auth.sendRequest': 'Envoyer la demande',
  'auth.continue': 'Continuer',
  'auth.welcomeTo': 'Bienvenue sur {name}',
  'auth.findIdeas': 'Trouvez de nouvelles idées à essayer',
  'auth.askToJoin': 'Demander à rejoindre',
  'auth.requestSent': 'Demande envoyée',
  'auth.closedTitle': 'Les inscriptions sont fermées',
  'auth.inviteTitle': 'Inscription sur invitation',
  'auth.invited': 'Vous avez été invité : créez votre compte.',
  'auth.charactersLeft': '{count, plural, one {# caractère restant} other {# caractères restants}}',
  'signup.howToJoin': 'Comment nous rejoindre',
  'signup.firstAccount': 'Premier compte',
  'signup.modeLine':
    'Inscription : {mode, select, open {ouverte} approval {sur approbation} invite {sur invitation} other {fermée}}',
  'signup.help.open': 'Tout le monde peut créer un compte.',
  'signup.help.approval':
    'Dites aux administrateurs pourquoi vous souhaitez nous rejoindre. Votre demande les attend, et vous recevrez un e-mail lorsqu’ils auront décidé.',
  'signup.help.invite':
    'Il vous faut un lien d’invitation d’un administrateur ou d’un membre pour créer un compte.',
  'signup.help.closed':
    'Cette instance n’accepte pas de nouveaux comptes. Demandez à ses administrateurs (voir À propos) si vous pensez qu’elle le devrait.',
  'signup.inviteInvalid':
    'Ce lien d’invitation a expiré, a été épuisé ou a été retiré. Demandez-en un nouveau.',
  'signup.firstAdmin':
    'Cette instance n’a pas encore d’administrateur : le compte que vous créez maintenant en devient l’administrateur.',
  'signup.firstAdminNamed':
    'Cette instance n’a pas encore d’administrateur : le compte nommé {username} le deviendra.',
  'language.title': 'Langue',
  'language.hint':
    'La langue dans laquelle {name} s’adresse à vous. Sans choix, elle suit votre navigateur.',
  'language.auto': 'Comme mon navigateur',
  'language.save': 'Enregistrer la langue',
  'language.saved': 'Enregistré. {name} parle désormais {language}.',
  'language.unknown': 'Choisissez l’une des langues de la liste.',
  'language.instanceDefault': 'Langue par défaut',
  'language.instanceHint':
    'Pour les visiteurs dont le navigateur ne demande aucune des langues de {name}, et pour les e-mails.',
  'consent.analytics': 'Statistiques',
  'consent.analyticsHint':
    'Compter les visites et repérer les pages lentes ou peu utilisées, pour améliorer Tessera.',
  'consent.marketing': 'Marketing',
  'consent.marketingHint':
    'Mesurer l’efficacité des publicités sur Tessera et ailleurs, et vous montrer des publicités qui correspondent à vos goûts.',
  'consent.personalization': 'Personnalisation',
  'consent.personalizationHint':
    'Adapter votre fil d’accueil et vos recommandations à ce que vous enregistrez et regardez.',
  'ui.characters': 'caractères',
  'ui.cancel': 'Annuler',
  'ui.failed': 'Une erreur s’est produite. Réessayez.',
  'ui.unreachable': 'Impossible de joindre Tessera. Vérifiez votre connexion et réessayez.',
  'ui.noFile': 'Aucun fichier choisi',
  ...frSettings,
  ...frMessages,
  ...frBoards,
  ...frDiscovery,
  ...frCloseup,
  ...frAdmin,
  ...frGuidelines,
  ...frMail,
  ...frErrorsAccounts,
  ...frErrorsContent,
  ...frErrorsWeb,
  ...frRules,
  ...frAuthoring,
  ...frPwa,
  ...frRulesContent,
};
