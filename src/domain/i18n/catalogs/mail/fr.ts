import type { MailMessageId } from './en.ts';

/** French: every mail's texts (decision 064), part of fr.ts. */
export const frMail: Record<MailMessageId, string> = {
  'mail.hi': 'Bonjour,',
  'mail.hiName': 'Bonjour {name},',
  'mail.reset.subject': 'Réinitialisez votre mot de passe {site}',
  'mail.reset.intro':
    'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte {site}. Pour en choisir un nouveau, ouvrez ce lien dans l’heure :',
  'mail.reset.link': 'Réinitialiser votre mot de passe',
  'mail.reset.notYou':
    'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
  'mail.signupTaken.subject': 'Quelqu’un a essayé de s’inscrire avec votre adresse',
  'mail.signupTaken.intro':
    'Quelqu’un vient d’essayer de s’inscrire sur {site} avec votre adresse e-mail, qui a déjà un compte.',
  'mail.signupTaken.ifYou': 'Si c’était vous, connectez-vous :',
  'mail.signupTaken.logIn': 'Se connecter',
  'mail.signupTaken.forgot': 'Mot de passe oublié ? Choisissez-en un nouveau :',
  'mail.signupTaken.reset': 'Choisir un nouveau mot de passe',
  'mail.signupTaken.notYou':
    'Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé sur votre compte.',
  'mail.emailTaken.subject': 'Quelqu’un a essayé d’utiliser votre e-mail sur {site}',
  'mail.emailTaken.intro':
    'Quelqu’un a demandé à déplacer un autre compte {site} vers cette adresse e-mail. Cette adresse a déjà un compte, donc rien n’a changé.',
  'mail.emailTaken.forgot':
    'Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser sur la page de connexion.',
  'mail.emailConfirm.subject': 'Confirmez votre nouvel e-mail {site}',
  'mail.emailConfirm.intro':
    'Vous avez demandé à utiliser cette adresse pour votre compte {site}. Pour la confirmer, ouvrez ce lien dans la journée :',
  'mail.emailConfirm.link': 'Confirmer votre nouvel e-mail',
  'mail.emailChanged.subject': 'Votre e-mail {site} a été modifié',
  'mail.emailChanged.intro':
    'Votre compte {site} utilise désormais {email}. Les e-mails de {site} y seront envoyés à partir de maintenant.',
  'mail.emailChanged.notYou':
    'Si ce n’était pas vous, réinitialisez votre mot de passe et sécurisez votre compte depuis la page de connexion.',
  'mail.signupConfirm.subject': 'Confirmez votre e-mail pour {site}',
  'mail.signupConfirm.intro':
    'Bienvenue sur {site}. Pour confirmer que c’est bien votre adresse, ouvrez ce lien dans la semaine. D’ici là, vous pouvez explorer, mais pas publier.',
  'mail.signupConfirm.link': 'Confirmer votre e-mail',
  'mail.signupRefused.subject': 'Votre demande pour rejoindre {site}',
  'mail.signupRefused.intro':
    'Les administrateurs de {site} ont lu votre demande et ont décidé de ne pas vous ouvrir de compte cette fois-ci.',
  'mail.signupApproved.subject': 'Bienvenue sur {site}',
  'mail.signupApproved.intro':
    'Votre demande pour rejoindre {site} a été acceptée. Connectez-vous avec le nom d’utilisateur {username} et le mot de passe que vous avez choisi.',
  'mail.signupApproved.link': 'Se connecter',
  'mail.notification.sentence': '{sentence}.',
  'mail.notification.seeIt': 'Voir sur {site}',
  'mail.notification.why':
    'Vous recevez cet e-mail parce que les e-mails « {label} » sont activés.',
  'mail.notification.choose': 'Choisir les e-mails que vous recevez',
  'mail.notification.unsubscribe': 'Se désabonner des e-mails « {label} »',
  'mail.digest.subject':
    '{count, plural, one {Votre récapitulatif {site} : # nouvelle notification} other {Votre récapitulatif {site} : # nouvelles notifications}}',
  'mail.digest.intro': 'Voici ce qui s’est passé sur {site} depuis votre dernier récapitulatif.',
  'mail.digest.category': '{label} ({count})',
  'mail.digest.more': '{count, plural, one {et # autre} other {et # autres}}',
  'mail.digest.why':
    'Vous recevez ce récapitulatif quotidien parce que vous l’avez choisi pour vos e-mails de notification.',
  'mail.digest.unsubscribe': 'Se désabonner de tous les e-mails de notification',
  'mail.notice.pinRemoved': 'Votre épingle a été supprimée',
  'mail.notice.warning': 'Un avertissement concernant votre compte',
  'mail.notice.report': 'Nous avons examiné votre signalement',
  'mail.export.subject': 'Vos données {site} sont prêtes',
  'mail.export.ready':
    '{count, plural, one {La copie de vos données {site} que vous avez demandée est prête. Téléchargez-la dans les # jour :} other {La copie de vos données {site} que vous avez demandée est prête. Téléchargez-la dans les # jours :}}',
  'mail.export.link': 'Télécharger vos données',
  'mail.export.findIt':
    'Vous devez être connecté pour la télécharger. Vous la trouverez aussi dans Paramètres, Télécharger vos données :',
  'mail.export.settings': 'Paramètres, Télécharger vos données',
};
