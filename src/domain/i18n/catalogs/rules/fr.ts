import type { RulesMessageId } from './en.ts';

/** French: the words the account, instance, moderation and report rules choose (decision 064). */
export const frRules: Record<RulesMessageId, string> = {
  'errors.rules.atLeast': 'Utilisez au moins {min} caractères.',
  'errors.rules.atMost': 'Utilisez au plus {max} caractères.',
  'errors.rules.notOnlySpaces': 'Utilisez autre chose que des espaces.',
  'errors.oauth.nameMissing': 'Donnez un nom à l’application.',
  'errors.oauth.uriTooLong': 'Une URI de redirection compte au plus {max} caractères.',
  'errors.oauth.uriNotAbsolute': '{name} n’est pas une URL absolue.',
  'errors.oauth.uriFragment': 'Une URI de redirection ne peut pas avoir de fragment (#).',
  'errors.oauth.uriSpaces': 'Une URI de redirection ne peut contenir ni espaces ni guillemets.',
  'errors.oauth.uriHttp': 'Utilisez https, ou http uniquement sur localhost ou 127.0.0.1.',
  'errors.oauth.uriScheme': '{name} ne peut pas être une URI de redirection.',
  'errors.oauth.uriCustomScheme':
    'Un schéma personnalisé doit suivre le style domaine inversé, comme com.example.app:/callback.',
  'errors.oauth.urisNone': 'Indiquez au moins une URI de redirection.',
  'errors.oauth.urisTooMany': 'Indiquez au plus {max} URI de redirection.',
  'errors.tokens.nameMissing': 'Donnez un nom au jeton.',
  'errors.tokens.noScope': 'Choisissez au moins une autorisation.',
  'errors.tokens.notAScope': '{name} n’est pas une autorisation.',
  'errors.settings.notText': '{key} doit être du texte.',
  'errors.settings.tooLong': '{key} doit compter au plus {max} caractères.',
  'errors.settings.notTrueOrFalse': '{key} doit valoir true ou false.',
  'errors.settings.nameEmpty': 'Le nom ne peut pas être vide.',
  'errors.settings.logoUrl': 'Le logo doit être une adresse https:// ou un chemin sur ce site.',
  'errors.settings.contactEmail': 'L’e-mail de contact n’est pas une adresse e-mail.',
  'errors.settings.rulesNotList': 'Les règles doivent être une liste.',
  'errors.settings.tooManyRules': '{max} règles au plus.',
  'errors.settings.language': 'La langue doit être l’une de celles-ci : {languages}.',
  'errors.settings.signupMode': 'Le mode d’inscription doit être open, approval, invite ou closed.',
  'errors.instance.membersMayNotInvite':
    'Les membres ne peuvent pas créer de liens d’invitation sur cette instance.',
  'errors.instance.inviteLinksFull':
    'Vous avez déjà {max} liens d’invitation utilisables. Retirez-en un pour en créer un autre.',
  'errors.moderation.reasonRequired': 'Indiquez une raison : la personne en sera informée.',
  'errors.moderation.reasonTooLong': 'Limitez la raison à {max} caractères.',
  'errors.moderation.suspendSelf': 'Vous ne pouvez pas vous suspendre vous-même.',
  'errors.moderation.suspendAdmin': 'Changez le rôle de cet administrateur avant de le suspendre.',
  'errors.moderation.alreadySuspended': 'Ce compte est déjà suspendu.',
  'errors.moderation.notSuspended': 'Ce compte n’est pas suspendu.',
  'errors.moderation.deleteSelf': 'Vous ne pouvez pas vous supprimer vous-même ici.',
  'errors.moderation.roleSelf': 'Vous ne pouvez pas changer votre propre rôle.',
  'errors.moderation.suspendedFor': 'Ce compte est suspendu : {name}',
  'errors.moderation.suspended':
    'Ce compte est suspendu pour non-respect des règles de la communauté.',
  'errors.feedback.logInToSeeReports': 'Connectez-vous pour voir vos signalements',
  'profile.reportWhy.spamHint': 'Faux abonnés, liens trompeurs, publications répétitives',
  'profile.reportWhy.inappropriate': 'Photo ou nom inapproprié',
  'profile.reportWhy.inappropriateHint':
    'Nudité, symboles haineux ou mots offensants sur le profil',
  'profile.reportWhy.impersonation': 'Se fait passer pour quelqu’un',
  'profile.reportWhy.impersonationHint':
    'Utilise le nom ou la photo d’une autre personne ou d’une marque',
  'profile.reportWhy.harassment': 'Harcèlement ou haine',
  'profile.reportWhy.harassmentHint': 'Insultes, menaces, intimidation, préjugés',
  'profile.reportWhy.other': 'Autre chose',
  'profile.reportWhy.otherHint': 'Dites-nous ce qui ne va pas dans les détails',
  'profile.reportWhy.choose': 'Choisissez une raison pour signaler ce profil.',
  'profile.reportWhy.detailsTooLong': 'Les détails doivent compter au plus {max} caractères.',
  'profile.reportWhy.tellUs': 'Dites-nous ce qui ne va pas avec ce profil.',
  'admin.log.commandLine': 'ligne de commande',
  'admin.log.commentOnPin': 'Commentaire sur l’épingle {pin}',
  'admin.log.targetOf':
    '{type, select, pin {Épingle {id}} comment {Commentaire {id}} user {Compte {id}} signup_invite {Lien d’invitation {id}} signup_request {Demande d’inscription {id}} other {{type} {id}}}',
  'admin.log.targetType':
    '{type, select, pin {épingle} comment {commentaire} user {compte} domain {domaine} instance {instance} signup_invite {lien d’invitation} signup_request {demande d’inscription} other {{type}}}',
  'admin.reports.statusOf':
    '{status, select, open {ouvert} removed {supprimé} dismissed {rejeté} warned {averti} suspended {suspendu} blocked {bloqué} cleared {effacé} other {{status}}}',
  'admin.person.privacyOf':
    '{privacy, select, public {public} protected {protégé} secret {secret} other {{privacy}}}',
  'admin.person.kindOf':
    '{kind, select, pin {Épingle} comment {Commentaire} profile {Profil} other {{kind}}}',
};
