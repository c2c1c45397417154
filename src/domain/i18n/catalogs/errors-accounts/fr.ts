import type { ErrorsAccountsMessageId } from './en.ts';
import { frErrorsImports } from './imports-fr.ts';

/** French: the account side's errors (decision 064), part of fr.ts. */
export const frErrorsAccounts: Record<ErrorsAccountsMessageId, string> = {
  // accounts
  'errors.accounts.pageNotFound': 'Nous n’avons pas trouvé cette page.',
  'errors.accounts.noProfile': 'Il n’y a aucun profil nommé {username}.',
  'errors.accounts.websiteTooLong': 'Cette adresse de site web est trop longue.',
  'errors.accounts.websiteInvalid':
    'Saisissez une adresse de site web valide, comme https://example.com.',
  'errors.accounts.lastNameTooLong': 'Le nom de famille doit compter au plus {max} caractères.',
  'errors.accounts.aboutTooLong': 'La présentation doit compter au plus {max} caractères.',
  'errors.accounts.usernameTaken': 'Ce nom d’utilisateur est déjà pris.',
  'errors.accounts.logInToEditProfile': 'Connectez-vous pour modifier votre profil',
  'errors.accounts.logInToChangePicture': 'Connectez-vous pour changer votre photo',
  'errors.accounts.logInToChangeSettings': 'Connectez-vous pour modifier vos paramètres',
  'errors.accounts.logInToSeeSettings': 'Connectez-vous pour voir vos paramètres',
  'errors.accounts.pictureTooBig':
    'Cette image est trop lourde. Choisissez-en une de moins de {mb} Mo.',
  'errors.accounts.pictureTooManyPixels':
    'Cette image a trop de pixels. Choisissez-en une plus petite.',
  'errors.accounts.notAPicture':
    'Ce fichier n’est pas une image que Tessera sait lire. Utilisez un JPEG, PNG, WebP ou GIF.',
  'errors.accounts.saveBehavior': 'save_behavior doit valoir 0 ou 1.',
  'errors.accounts.logInToManageApps': 'Connectez-vous pour gérer vos applications',
  'errors.accounts.tokenCannotManageApps': 'Un jeton d’accès ne peut pas gérer les applications.',
  'errors.accounts.appNotRegistered': 'L’application n’a pas été enregistrée. Veuillez réessayer.',
  'errors.accounts.noSuchApp': 'Cette application n’existe pas.',
  'errors.accounts.appHasNoAccess': 'Cette application n’a pas accès à votre compte.',
  'errors.accounts.emailLinkInvalid':
    'Ce lien de confirmation a expiré ou a déjà été utilisé. Demandez-en un nouveau dans les paramètres.',
  'errors.accounts.emailNowTaken':
    'Cette adresse e-mail est désormais utilisée par un autre compte. Choisissez-en une autre.',
  'errors.accounts.logInToChangeEmail': 'Connectez-vous pour changer votre adresse e-mail',
  'errors.accounts.logInToManageTokens': 'Connectez-vous pour gérer vos jetons d’accès',
  'errors.accounts.tokenCannotManageTokens':
    'Un jeton d’accès ne peut pas gérer les jetons d’accès.',
  'errors.accounts.tokenNotMade': 'Le jeton n’a pas été créé. Veuillez réessayer.',
  'errors.accounts.noSuchToken': 'Ce jeton n’existe pas.',
  'errors.accounts.logInToAuthorize': 'Connectez-vous pour autoriser une application',
  'errors.accounts.requestNotValid': 'La requête n’est pas valide.',
  'errors.accounts.loginFailed': 'L’adresse e-mail ou le mot de passe saisi est incorrect.',
  'errors.accounts.resetLinkInvalid':
    'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  'errors.accounts.logInToChangePassword': 'Connectez-vous pour changer votre mot de passe',
  'errors.accounts.logInToDeleteAccount': 'Connectez-vous pour supprimer votre compte',
  'errors.accounts.onlyPeopleChooseCookies': 'Seules des personnes choisissent les cookies.',
  'errors.accounts.profileGone': 'Ce profil n’existe plus.',
  'errors.accounts.cannotFollowSelf': 'Vous ne pouvez pas vous suivre vous-même.',
  'errors.accounts.logInToFollow': 'Connectez-vous pour suivre',
  'errors.accounts.logInToUnfollow': 'Connectez-vous pour ne plus suivre',
  'errors.accounts.logInForBusiness': 'Connectez-vous pour obtenir un compte professionnel',
  'errors.accounts.checkForm': 'Vérifiez le formulaire.',
  'errors.accounts.noRequest': 'Cette demande a été retirée ou a déjà reçu une réponse.',
  'errors.accounts.logInToAnswerRequests': 'Connectez-vous pour répondre aux demandes d’abonnement',
  'errors.accounts.logInToSecure': 'Connectez-vous pour sécuriser votre compte',
  'errors.accounts.emailInvalid': 'Saisissez une adresse e-mail valide.',
  'errors.accounts.usernameShape':
    'Les noms d’utilisateur comptent de 3 à 30 lettres, chiffres ou traits de soulignement.',
  'errors.accounts.usernameUnavailable': 'Ce nom d’utilisateur n’est pas disponible.',
  'errors.accounts.firstNameMissing': 'Saisissez votre prénom.',
  'errors.accounts.firstNameTooLong': 'Le prénom doit compter au plus {max} caractères.',
  'errors.accounts.passwordCommon': 'Ce mot de passe est trop courant. Choisissez-en un autre.',
  'errors.accounts.passwordIsName':
    'Votre mot de passe ne peut pas être votre nom d’utilisateur ou votre adresse e-mail.',
  'errors.accounts.passwordIncorrect': 'Le mot de passe saisi est incorrect.',
  'errors.accounts.alreadyYourEmail': 'C’est déjà votre adresse e-mail.',
  'errors.accounts.signupClosed':
    'Les inscriptions sont fermées sur cette instance : elle n’accepte pas de nouveaux comptes.',
  'errors.accounts.signupInviteRequired':
    'L’inscription sur cette instance se fait sur invitation : ouvrez le lien d’invitation que vous avez reçu.',
  'errors.accounts.signupInviteInvalid':
    'Ce lien d’invitation a expiré, a été épuisé ou a été retiré. Demandez-en un nouveau.',
  'errors.accounts.signupReasonRequired':
    'Dites en quelques mots pourquoi vous souhaitez nous rejoindre : les administrateurs le lisent.',
  // messages
  'errors.messages.logIn': 'Connectez-vous pour envoyer et lire des messages',
  'errors.messages.noConversation': 'Cette conversation n’existe pas.',
  'errors.messages.youBlocked':
    'Vous avez bloqué {name}. Débloquez cette personne pour lui envoyer un message.',
  'errors.messages.thisPerson': 'cette personne',
  'errors.messages.cannotSendTo': 'Vous ne pouvez pas envoyer de messages à {name}.',
  'errors.messages.tooLong': 'Un message peut compter au plus {max} caractères.',
  'errors.messages.requestsWait':
    'Vous avez envoyé plusieurs demandes de message restées sans réponse. Vous pourrez en envoyer d’autres dès que quelqu’un répondra, ou dans une heure.',
  'errors.messages.requestWait':
    'Vous pourrez envoyer d’autres messages dans cette conversation dès que quelqu’un répondra. Vos messages seront visibles une fois la demande acceptée.',
  'errors.messages.empty': 'Écrivez un message ou choisissez une épingle.',
  'errors.messages.notBoth': 'Envoyez soit à une conversation, soit à des personnes, pas les deux.',
  'errors.messages.pinUnavailable': 'Cette épingle n’est pas disponible.',
  'errors.messages.noRecipient': 'Choisissez à qui l’envoyer.',
  'errors.messages.tooManyRecipients': 'Un message peut être envoyé à {max} personnes au plus.',
  'errors.messages.personGone': 'Cette personne n’est plus sur Tessera.',
  'errors.messages.notSent': 'Le message n’a pas pu être envoyé.',
  'errors.messages.notARequest': 'Cette conversation n’est pas une demande de message.',
  'errors.messages.cannotBlockSelf': 'Vous ne pouvez pas vous bloquer vous-même.',
  'errors.messages.logInToSeeBlocked': 'Connectez-vous pour voir les comptes que vous avez bloqués',
  // instance
  'errors.instance.noSuchSetting': 'Il n’existe aucun paramètre nommé « {key} ».',
  'errors.instance.logInToInvite': 'Connectez-vous pour inviter des personnes',
  'errors.instance.usesInvalid':
    'Le nombre d’utilisations doit être un nombre entier de 1 à 10000.',
  'errors.instance.expiryInvalid':
    'Indiquez l’expiration en jours, heures ou minutes, par exemple 7d, 12h ou 30m, ou « never ».',
  'errors.instance.confirmEmailFirst':
    'Confirmez d’abord votre adresse e-mail : ouvrez le lien que nous vous avons envoyé à l’inscription (il est valable une semaine).',
  'errors.instance.requestDecided': 'Cette demande a déjà été traitée, ou n’existe pas.',
  'errors.instance.usernameNowTaken':
    'Le nom d’utilisateur {username} ou son adresse e-mail appartient désormais à un autre compte : refusez cette demande.',
  // admin
  'errors.admin.noSuchAccount': 'Ce compte n’existe pas.',
  'errors.admin.typeToConfirm': 'Tapez @{username} pour confirmer la suppression.',
  'errors.admin.chooseRole': 'Choisissez utilisateur, partenaire ou employé.',
  'errors.admin.alreadyRole':
    '@{username} est déjà {role, select, user {utilisateur} partner {partenaire} employee {employé} other {{role}}}.',
  'errors.admin.noSuchReport': 'Ce signalement n’existe pas.',
  'errors.admin.reportDone':
    'Ce signalement a déjà été {status, select, removed {retiré} dismissed {rejeté} other {{status}}}.',
  'errors.admin.noDomain': 'Cette épingle ne mène nulle part : il n’y a aucun domaine à bloquer.',
  'errors.admin.logIn': 'Connectez-vous en tant qu’administrateur',
  // analytics
  'errors.analytics.logIn': 'Connectez-vous pour voir vos statistiques',
  'errors.analytics.notAnAd': 'Cette épingle n’est pas une publicité.',
  'errors.analytics.noDestination': 'Cette publicité n’a aucune destination à laquelle attribuer.',
  'errors.analytics.destination':
    'destination doit être l’origine de la page de destination de la publicité.',
  'errors.analytics.expiry': 'expiry d’une source {type} vaut {value}.',
  'errors.analytics.priority': 'priority d’une source {type} vaut {value}.',
  'errors.analytics.campaign': 'campaign_id n’est pas la campagne de cette publicité.',
  'errors.analytics.advertiser': 'advertiser_id n’est pas l’annonceur de cette publicité.',
  // notifications
  'errors.notifications.logIn': 'Connectez-vous pour voir vos notifications',
  'errors.notifications.badBookmark': 'bookmark : ne provient pas de cette liste.',
  'errors.notifications.noSuchNotification': 'Cette notification n’existe pas.',
  'errors.notifications.logInToPush': 'Connectez-vous pour recevoir des notifications push',
  'errors.notifications.endpointNotHttps':
    'Le point de terminaison de cet abonnement push n’est pas une adresse https.',
  'errors.notifications.logInToChoose': 'Connectez-vous pour choisir vos notifications',
  'errors.notifications.badUnsubscribeLink':
    'Ce lien de désabonnement n’est pas valide. Copiez le lien entier depuis l’e-mail, ou choisissez vos e-mails dans les paramètres.',
  'errors.notifications.accountGone': 'Le compte auquel ce lien était destiné n’existe plus.',
  // platform
  'errors.platform.nothingToRetry':
    'Cette tâche n’a pas échoué, ou n’existe plus : il n’y a rien à relancer.',
  'errors.platform.nothingToCancel':
    'Cette tâche n’attend plus et ne tourne plus : il n’y a rien à annuler.',
  'errors.platform.noOutbox': 'Il n’y a pas de boîte d’envoi en production.',
  'errors.platform.tooManyAttempts':
    'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
  // exports
  'errors.exports.logIn': 'Connectez-vous pour télécharger vos données',
  'errors.exports.unavailable':
    'Les exports ne peuvent pas être créés pour le moment. Réessayez plus tard.',
  'errors.exports.tooOften':
    'Vous avez demandé vos données plusieurs fois en peu de temps. Réessayez dans une heure.',
  'errors.exports.gone': 'Cet export n’existe pas, ou a expiré. Demandez-en un nouveau.',
  // http
  'errors.http.logIn': 'Connectez-vous pour continuer',
  'errors.http.formExpired': 'Ce formulaire a expiré. Rechargez la page et réessayez.',
  'errors.http.crossSite': 'Cette requête venait d’un autre site, Tessera l’a donc refusée.',
  'errors.http.sessionChanged': 'Votre session a changé. Rechargez la page et réessayez.',
  'errors.http.databaseDown':
    'La base de données ne répond pas pour le moment. Réessayez dans un instant.',
  // api
  'errors.api.dataNotString': 'Le paramètre data doit être une chaîne JSON.',
  'errors.api.dataNotJson': 'Le paramètre data n’est pas du JSON valide.',
  'errors.api.dataNotObject': 'Le paramètre data doit être un objet JSON avec « options ».',
  'errors.api.bodyNotObject': 'Le corps doit être un objet JSON avec « options ».',
  'errors.api.onePicture': 'Envoyez une seule image par téléversement.',
  'errors.api.multipart': 'Envoyez l’image en multipart/form-data dans un champ nommé file.',
  'errors.api.malformed': 'Ce téléversement est mal formé.',
  'errors.api.malformedWhy': 'Ce téléversement est mal formé ({reason}).',
  'errors.api.noPicture': 'Choisissez une image à téléverser (un fichier dans le champ file).',
  'errors.api.emptyFile': 'Ce fichier est vide. Choisissez une image à téléverser.',
  'errors.api.internal': 'Un problème est survenu de notre côté.',
  'errors.api.nothingAt': 'Il n’y a rien à {method} {url}.',
  'errors.api.unknownResource': 'Il n’existe aucune ressource nommée {name}.',
  'errors.api.unknownAction': 'Action inconnue {action}.',
  'errors.api.noSuchAction': '{name} n’a pas d’action {action}.',
  'errors.api.wrongMethod': '{name} {action} accepte {expected}, pas {method}.',
  'errors.api.noApiAt':
    "Il n’y a pas d’API à {method} {url}. Les appels de ressource ressemblent à /resource/'{Name}'Resource/get/.",
  // v5
  'errors.v5.authFailed': 'L’authentification a échoué.',
  'errors.v5.rateLimited': 'Vous avez dépassé votre limite de requêtes. Réessayez plus tard.',
  'errors.v5.needsScope': 'Cet appel nécessite la portée {scope}.',
  'errors.v5.sectionGone': 'Section de tableau introuvable.',
  'errors.v5.notBase64': 'media_source.data n’est pas en base64.',
  ...frErrorsImports,
};
