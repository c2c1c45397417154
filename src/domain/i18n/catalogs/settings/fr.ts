import type { SettingsMessageId } from './en.ts';

/** French: the Settings pages' texts (decision 064), part of fr.ts. */
export const frSettings: Record<SettingsMessageId, string> = {
  'settings.lead':
    'Gérez votre profil, votre e-mail, vos notifications, votre confidentialité, votre mot de passe et votre compte.',
  'settings.back': 'Retour aux paramètres',
  'settings.pageTitle': '{page} | Paramètres',
  'settings.currentPassword': 'Mot de passe actuel',
  'settings.failed': 'Une erreur s’est produite. Veuillez réessayer.',
  'settings.profile.title': 'Profil public',
  'settings.profile.lead': 'Les personnes qui visitent votre profil verront ceci.',
  'settings.saving.title': 'Enregistrement',
  'settings.saving.lead': 'Choisissez ce que fait le bouton Enregistrer.',
  'settings.email.title': 'E-mail',
  'settings.email.lead':
    'L’adresse où Tessera vous écrit. Une nouvelle adresse est utilisée dès que vous la confirmez.',
  'settings.notifications.title': 'Notifications',
  'settings.notifications.lead':
    'Choisissez ce dont vous êtes informé dans Tessera et par e-mail, et à quelle fréquence arrivent les e-mails.',
  'settings.notifications.choose': 'Choisir les notifications',
  'settings.privacy.title': 'Confidentialité',
  'settings.privacy.lead': 'Choisissez qui peut trouver votre profil.',
  'settings.password.title': 'Mot de passe',
  'settings.security.title': 'Sécurité',
  'settings.security.lead':
    'Si quelqu’un d’autre utilise peut-être votre compte, déconnectez-vous partout et choisissez un nouveau mot de passe.',
  'settings.security.action': 'Sécuriser votre compte',
  'settings.reports.title': 'Signalements et infractions',
  'settings.reports.lead':
    'Les épingles que vous avez signalées et ce qu’il en est advenu, ainsi que celles de vos épingles qui ont été retirées.',
  'settings.reports.action': 'Voir les signalements et infractions',
  'settings.blocked.title': 'Comptes bloqués',
  'settings.blocked.lead':
    'Les personnes que vous avez bloquées ne peuvent pas vous envoyer de messages, et vous ne pouvez pas leur en envoyer.',
  'settings.cookies.title': 'Cookies',
  'settings.import.title': 'Importer vos épingles',
  'settings.import.lead':
    'Récupérez vos épingles et tableaux depuis un export de données Pinterest.',
  'settings.data.title': 'Télécharger vos données',
  'settings.data.lead':
    'Un fichier ZIP de votre profil, de vos tableaux, sections, épingles et de leurs images d’origine.',
  'settings.apps.title': 'Applications et jetons',
  'settings.apps.lead':
    'Des jetons d’accès personnels pour que vos propres scripts et applications utilisent l’API de Tessera.',
  'settings.invites.title': 'Inviter des personnes',
  'settings.invites.lead':
    'Créez des liens d’invitation pour que des personnes que vous connaissez nous rejoignent.',
  'settings.delete.title': 'Supprimer le compte',
  'settings.profile.lastName': 'Nom',
  'settings.profile.about': 'À propos',
  'settings.profile.aboutHint': 'Racontez votre histoire.',
  'settings.profile.website': 'Site web',
  'settings.profile.usernameHint':
    'Votre profil est à l’adresse /nom/. De 3 à 30 lettres, chiffres ou tirets bas.',
  'settings.profile.save': 'Enregistrer',
  'settings.profile.saved': 'Votre profil est enregistré.',
  'settings.avatar.change': 'Changer de photo',
  'settings.avatar.hint':
    'PNG, JPEG, WebP ou GIF, jusqu’à 20 Mo. Les images carrées rendent le mieux.',
  'settings.avatar.uploading': 'Envoi de la photo',
  'settings.avatar.progress': 'Envoi… {percent} %',
  'settings.avatar.saved': 'Photo enregistrée.',
  'settings.avatar.wrongType': 'Choisissez une image PNG, JPEG, WebP ou GIF.',
  'settings.avatar.tooLarge': 'Cette image dépasse 20 Mo.',
  'settings.avatar.failed': 'La photo n’a pas pu être enregistrée. Veuillez réessayer.',
  'settings.avatar.offline':
    'Impossible de joindre Tessera. Vérifiez votre connexion et réessayez.',
  'settings.avatar.none': 'Choisissez une image à envoyer.',
  'settings.saving.legend': 'Quand j’appuie sur Enregistrer',
  'settings.saving.boards': 'Afficher mes tableaux',
  'settings.saving.boardsHint': 'Choisir un tableau (ou une section) à chaque enregistrement.',
  'settings.saving.profile': 'Enregistrer directement sur mon profil',
  'settings.saving.profileHint':
    'Un clic enregistre l’épingle sur votre profil ; vous pourrez la ranger plus tard.',
  'settings.saving.submit': 'Enregistrer le choix',
  'settings.saving.saved': 'Votre choix d’enregistrement est enregistré.',
  'settings.appearance.title': 'Apparence',
  'settings.appearance.lead': 'Le thème de Tessera dans ce navigateur.',
  'settings.appearance.systemHint': 'Suivre le réglage clair ou sombre de votre appareil.',
  'settings.appearance.lightHint': 'Texte sombre sur fond clair.',
  'settings.appearance.darkHint': 'Texte clair sur fond sombre, plus reposant le soir.',
  'settings.email.current': 'Votre adresse e-mail est {email}.',
  'settings.email.none': 'Votre compte n’a pas encore d’adresse e-mail.',
  'settings.email.new': 'Nouvelle adresse e-mail',
  'settings.email.submit': 'Changer d’adresse e-mail',
  'settings.email.sent':
    'Nous avons envoyé un lien à {email}. Ouvrez-le dans les 24 heures pour commencer à utiliser cette adresse.',
  'settings.password.new': 'Nouveau mot de passe',
  'settings.password.hint': 'De 8 à 128 caractères. Vos autres sessions seront déconnectées.',
  'settings.password.saved': 'Votre mot de passe a été modifié.',
  'settings.password.submit': 'Changer le mot de passe',
  'settings.privacy.private': 'Profil privé',
  'settings.privacy.privateHint':
    'Seules les personnes que vous acceptez peuvent vous suivre et voir votre profil. Vos épingles n’apparaissent ni dans la recherche ni dans le fil d’accueil des autres, sauf s’ils vous suivent.',
  'settings.privacy.indexing': 'Autoriser les moteurs de recherche à afficher votre profil',
  'settings.privacy.indexingHint':
    'Désactivé, votre profil et vos épingles demandent aux moteurs de recherche comme Google de ne pas les référencer. Les pages déjà référencées disparaissent au prochain passage du moteur. Un profil privé n’est jamais référencé.',
  'settings.privacy.submit': 'Enregistrer la confidentialité',
  'settings.privacy.savedPrivate':
    'Votre profil est privé : seules les personnes que vous acceptez voient vos tableaux et vos épingles. Les moteurs de recherche sont priés de ne pas l’afficher.',
  'settings.privacy.savedPublic':
    'Votre profil est public. Les moteurs de recherche peuvent l’afficher.',
  'settings.privacy.savedHidden':
    'Votre profil est public. Les moteurs de recherche sont priés de ne l’afficher ni lui ni vos épingles.',
  'settings.notifications.pageLead':
    'Choisissez ce dont vous êtes informé dans Tessera et par e-mail. Vous recevez toujours les e-mails que vous demandez, comme un lien de réinitialisation du mot de passe.',
  'settings.notifications.saves': 'Enregistrements de vos épingles',
  'settings.notifications.savesHint': 'Quand quelqu’un enregistre une épingle que vous avez créée',
  'settings.notifications.followers': 'Nouveaux abonnés',
  'settings.notifications.followersHint':
    'Quand quelqu’un s’abonne à vous, le demande ou accepte votre demande',
  'settings.notifications.boards': 'Tableaux de groupe',
  'settings.notifications.boardsHint':
    'Les invitations à des tableaux, et les personnes qui rejoignent les vôtres',
  'settings.notifications.messages': 'Messagerie',
  'settings.notifications.messagesHint': 'Les nouveaux messages de vos conversations',
  'settings.notifications.comments': 'Commentaires et réponses',
  'settings.notifications.commentsHint':
    'Les commentaires sur vos épingles et les réponses à vos commentaires',
  'settings.notifications.mentions': 'Mentions',
  'settings.notifications.mentionsHint': 'Quand quelqu’un vous @mentionne dans un commentaire',
  'settings.notifications.inApp': 'Dans Tessera',
  'settings.notifications.email': 'Par e-mail',
  'settings.notifications.push': 'En push',
  'settings.notifications.emailMode': 'Fréquence des e-mails',
  'settings.notifications.instant': 'En temps réel',
  'settings.notifications.instantHint': 'Un e-mail pour chaque notification',
  'settings.notifications.digest': 'Résumé quotidien',
  'settings.notifications.digestHint': 'Au plus un e-mail par jour qui résume ce qui s’est passé',
  'settings.notifications.submit': 'Enregistrer les notifications',
  'settings.notifications.saved': 'Vos réglages de notifications sont enregistrés.',
  'settings.push.label': 'Notifications push sur cet appareil',
  'settings.push.on':
    'Cet appareil reçoit les notifications push pour les types activés ci-dessous.',
  'settings.push.off':
    'Activez-les pour recevoir des notifications sur cet appareil quand Tessera n’est pas ouvert.',
  'settings.push.unsupported': 'Ce navigateur ne peut pas recevoir de notifications push.',
  'settings.push.denied':
    'Les notifications de Tessera sont bloquées dans ce navigateur. Autorisez-les dans les paramètres du site du navigateur, puis réessayez.',
  'settings.push.failed': 'Les notifications push n’ont pas pu être activées. Veuillez réessayer.',
  'settings.blocked.empty':
    'Vous n’avez bloqué personne. Les personnes que vous bloquez depuis leur profil ou une demande de message apparaissent ici.',
  'settings.blocked.unblock': 'Débloquer',
  'settings.blocked.unblockOf': 'Débloquer {name}',
  'settings.blocked.askTitle': 'Débloquer {name} ?',
  'settings.blocked.askText':
    '@{username} pourra de nouveau vous envoyer des messages. Vous pourrez le bloquer à nouveau depuis son profil.',
  'settings.blocked.done': '{name} est débloqué.',
  'settings.blocked.more': 'Afficher plus',
  'settings.cookies.chosen':
    'Tessera utilise toujours les cookies dont il a besoin pour fonctionner, comme celui qui vous garde connecté. Voici les autres que vous autorisez.',
  'settings.cookies.unchosen':
    'Tessera utilise toujours les cookies dont il a besoin pour fonctionner, comme celui qui vous garde connecté. Vous n’avez pas encore fait de choix pour les autres, aucun n’est donc utilisé.',
  'settings.cookies.submit': 'Enregistrer mes choix de cookies',
  'settings.cookies.saved': 'Vos choix de cookies sont enregistrés.',
  'settings.delete.text':
    'Cela supprime @{username} définitivement : votre profil, vos épingles, tableaux, abonnements et sessions. Cette action est irréversible.',
  'settings.delete.askTitle': 'Supprimer votre compte ?',
  'settings.delete.askText':
    '@{username} et toutes ses épingles, tous ses tableaux et abonnements seront supprimés immédiatement. Cette action est irréversible.',
  'settings.delete.confirm': 'Supprimer définitivement',
  'settings.data.pageLead':
    'Obtenez un fichier ZIP avec votre profil, vos tableaux, sections et épingles, chaque image d’origine, et une page par tableau qui s’ouvre dans n’importe quel navigateur. Les gros comptes prennent quelques minutes : vous pouvez quitter cette page, nous vous écrivons quand c’est prêt. Le fichier est conservé 7 jours.',
  'settings.data.preparing': 'Préparation de la collecte de vos données…',
  'settings.data.gathering': 'Collecte de vos données',
  'settings.data.counted':
    '{count, plural, one {{done} épingle sur {total}} other {{done} épingles sur {total}}}',
  'settings.data.gatheringCount': 'Collecte de vos données : {counted}',
  'settings.data.ready': 'Vos données sont prêtes.',
  'settings.data.readySized': 'Vos données sont prêtes ({size}, ZIP).',
  'settings.data.until': 'Vous pouvez les télécharger jusqu’au {date}.',
  'settings.data.download': 'Télécharger',
  'settings.data.failed':
    'Nous n’avons pas pu rassembler vos données cette fois-ci. Redemandez-les, et si cela échoue encore, contactez-nous.',
  'settings.data.expired': 'Votre dernière copie, du {date}, a expiré. Demandez-en une nouvelle.',
  'settings.data.yourCopy': 'Votre copie',
  'settings.data.askAgain': 'Demander une nouvelle copie',
  'settings.data.ask': 'Demander vos données',
  'settings.data.asked': 'Nous rassemblons vos données.',
  'settings.emailConfirm.title': 'Confirmer votre nouvelle adresse e-mail',
  'settings.emailConfirm.text': 'Votre compte Tessera utilisera {email} à partir de maintenant.',
  'settings.emailConfirm.use': 'Utiliser cette adresse',
  'settings.emailConfirm.changed': 'Adresse e-mail modifiée',
  'settings.emailConfirm.done': 'Votre compte utilise désormais {email}.',
  'settings.emailConfirm.badTitle': 'Ce lien ne peut pas être utilisé',
  'settings.emailConfirm.badText':
    'Il a expiré ou a déjà été utilisé. Demandez-en un nouveau dans les paramètres, rubrique E-mail.',
  'settings.emailConfirm.goToSettings': 'Aller aux paramètres',
  'settings.invites.open':
    '{name} est ouvert sur invitation. Envoyez un lien à quelqu’un que vous connaissez : il lui permet de créer un compte. Vous pouvez avoir {max} liens utilisables à la fois.',
  'settings.invites.closed':
    'Les membres ne peuvent pas créer de liens d’invitation sur {name} pour le moment : les administrateurs décident qui peut inviter.',
  'settings.import.pageLead':
    'Récupérez vos épingles et tableaux depuis Pinterest, Pinry, Karakeep, les favoris de votre navigateur ou un autre Tessera (son ZIP « Télécharger vos données ») : donnez à Tessera le fichier qu’ils exportent (ou l’adresse de votre Pinry). Un ZIP de vos images fonctionne aussi : chaque dossier devient un tableau. Chaque épingle arrive avec son tableau, son titre, sa description, son lien et sa date ; les épingles que vous avez déjà sont ignorées, donc importer deux fois le même fichier n’ajoute rien.',
  'settings.apps.pageLead':
    'Un jeton d’accès personnel permet à vos propres scripts et applications d’utiliser l’API de Tessera en votre nom, avec uniquement les autorisations que vous choisissez. Traitez-le comme un mot de passe. La documentation de l’API se trouve à l’adresse {docs}.',
  'settings.apps.tokensTitle': 'Jetons d’accès personnels',
  'settings.apps.oauthLead':
    'Enregistrez une application pour que d’autres personnes l’utilisent avec leur compte Tessera (OAuth 2.0 avec PKCE) : envoyez-les vers {start}, puis échangez le code à {token}.',
  'settings.apps.authorizedLead':
    'Les applications que vous autorisez à utiliser votre compte. En révoquer une l’arrête aussitôt.',
  'settings.tokens.days': '{count, plural, one {# jour} other {# jours}}',
  'settings.tokens.oneYear': '1 an',
  'settings.tokens.never': 'Jamais',
  'settings.tokens.yourNew': 'Votre nouveau jeton',
  'settings.tokens.copyNow':
    'Copiez votre jeton maintenant. Pour votre sécurité, nous n’en gardons qu’une empreinte : vous ne pourrez plus le revoir.',
  'settings.tokens.newToken': 'Nouveau jeton',
  'settings.tokens.copied': 'Copié',
  'settings.tokens.copy': 'Copier le jeton',
  'settings.tokens.made': 'Créé le {date}',
  'settings.tokens.lastUsed': 'dernière utilisation le {date}',
  'settings.tokens.neverUsed': 'jamais utilisé',
  'settings.tokens.expires': 'expire le {date}',
  'settings.tokens.neverExpires': 'n’expire jamais',
  'settings.tokens.revoke': 'Révoquer',
  'settings.tokens.revokeOf': 'Révoquer {name}',
  'settings.tokens.name': 'Nom',
  'settings.tokens.nameHint': 'À quoi il sert',
  'settings.tokens.scopes': 'Autorisations',
  'settings.tokens.expiry': 'Expire après',
  'settings.tokens.create': 'Créer le jeton',
  'settings.tokens.list': 'Vos jetons',
  'settings.tokens.none': 'Vous n’avez encore aucun jeton.',
  'settings.tokens.created': 'Jeton créé.',
  'settings.tokens.revoked': 'Jeton révoqué.',
  'settings.oauth.yourNew': 'Votre nouvelle application',
  'settings.oauth.copySecret':
    'Copiez le secret client maintenant. Nous n’en gardons qu’une empreinte : vous ne pourrez plus le revoir.',
  'settings.oauth.noSecret':
    'Une application publique n’a pas de secret : elle prouve son identité avec PKCE (S256).',
  'settings.oauth.clientId': 'ID client',
  'settings.oauth.clientSecret': 'Secret client',
  'settings.oauth.kind': '{kind, select, confidential {confidentielle} other {publique}}',
  'settings.oauth.made': 'créée le {date}',
  'settings.oauth.redirectsOf': 'URI de redirection de {name}',
  'settings.oauth.delete': 'Supprimer',
  'settings.oauth.deleteOf': 'Supprimer {name}',
  'settings.oauth.askTitle': 'Supprimer {name} ?',
  'settings.oauth.askText':
    'Tous ceux qui l’ont autorisée la perdent aussitôt : ses jetons cessent de fonctionner. Cette action est irréversible.',
  'settings.oauth.confirm': 'Supprimer l’application',
  'settings.oauth.register': 'Enregistrer une application',
  'settings.oauth.name': 'Nom de l’application',
  'settings.oauth.nameHint': 'Les personnes le voient quand elles l’autorisent',
  'settings.oauth.redirects': 'URI de redirection',
  'settings.oauth.redirectsHint':
    'Une par ligne, comparée à l’identique : https, ou http sur localhost',
  'settings.oauth.confidential':
    'Application confidentielle (s’exécute sur un serveur et peut garder un secret client)',
  'settings.oauth.submit': 'Enregistrer l’application',
  'settings.oauth.list': 'Vos applications',
  'settings.oauth.none': 'Vous n’avez enregistré aucune application.',
  'settings.oauth.since': 'depuis le {date}',
  'settings.oauth.revoke': 'Révoquer l’accès',
  'settings.oauth.revokeOf': 'Révoquer l’accès de {name}',
  'settings.oauth.authorized': 'Applications autorisées',
  'settings.oauth.noGrants': 'Aucune application ne peut utiliser votre compte.',
  'settings.oauth.registered': 'Application enregistrée.',
  'settings.oauth.deleted': 'Application supprimée.',
  'settings.oauth.revoked': 'Accès révoqué.',
  'settings.import.counts':
    '{count, plural, one {{imported} épingle importée} other {{imported} épingles importées}}, {skipped} ignorées car déjà à vous, {failed} n’ont pas pu être récupérées.',
  'settings.import.counted': '{done} sur {total}',
  'settings.import.importing': 'Importation de vos épingles',
  'settings.import.importingCount': 'Importation de vos épingles : {counted}',
  'settings.import.stop': 'Arrêter l’importation',
  'settings.import.stopped': 'Votre importation a été arrêtée. Ce qui est arrivé reste.',
  'settings.import.ended':
    '{state, select, cancelled {Vous avez arrêté votre dernière importation} failed {Votre dernière importation n’a pas pu aboutir} other {Votre dernière importation est terminée}} (commencée le {date}).',
  'settings.import.preview':
    '{what, select, file {Ce fichier contient} other {Votre Pinry contient}} {count, plural, one {{pins} épingle} other {{pins} épingles}} sur {boardCount, plural, one {{boards} tableau} other {{boards} tableaux}}.',
  'settings.import.duplicates':
    '{count, plural, one {{n} épingle que vous avez déjà sera ignorée.} other {{n} épingles que vous avez déjà seront ignorées.}}',
  'settings.import.unreadable':
    '{count, plural, one {{n} ne peut pas être lue et figurera dans le rapport.} other {{n} ne peuvent pas être lues et figureront dans le rapport.}}',
  'settings.import.source': 'D’où viennent vos épingles',
  'settings.import.source.bookmarks': 'Favoris du navigateur',
  'settings.import.source.zip': 'Un ZIP d’images',
  'settings.import.pinryAddress': 'L’adresse de votre Pinry',
  'settings.import.pinryToken': 'Le jeton API de votre Pinry',
  'settings.import.file.pinterest': 'Choisir votre export Pinterest',
  'settings.import.hint.pinterest':
    'Le fichier pinterest.html obtenu dans Pinterest via Paramètres → Confidentialité et données → Demander vos données. Jusqu’à {mb} Mo.',
  'settings.import.file.pinry': 'Choisir vos réponses Pinry enregistrées',
  'settings.import.hint.pinry':
    'L’adresse de votre instance Pinry et un jeton API (Pinry → votre profil → Token), ou ses réponses /api/v2/pins/ et /api/v2/boards/ enregistrées en JSON. Jusqu’à {mb} Mo.',
  'settings.import.file.karakeep': 'Choisir votre export Karakeep',
  'settings.import.hint.karakeep':
    'Le fichier JSON obtenu dans Karakeep via Paramètres → Import / Export → Exporter les liens et notes. L’image de chaque lien est trouvée sur sa page. Jusqu’à {mb} Mo.',
  'settings.import.file.bookmarks': 'Choisir votre fichier de favoris',
  'settings.import.hint.bookmarks':
    'Le fichier HTML de favoris exporté par votre navigateur (Favoris → Exporter). Chaque dossier devient un tableau ; l’image de chaque page y est trouvée. Jusqu’à {mb} Mo.',
  'settings.import.file.zip': 'Choisir un ZIP d’images',
  'settings.import.hint.zip':
    'Chaque dossier devient un tableau et chaque nom de fichier un titre : JPEG, PNG, GIF, WebP, AVIF ou HEIC. Jusqu’à {mb} Mo.',
  'settings.import.file.tessera': 'Choisir votre export Tessera',
  'settings.import.hint.tessera':
    'Le ZIP obtenu via Paramètres → Télécharger vos données sur un Tessera. Jusqu’à {mb} Mo.',
  'settings.import.start':
    '{count, plural, one {Importer {n} épingle} other {Importer {n} épingles}}',
  'settings.import.see': 'Voir son contenu',
  'settings.import.yours': 'Votre importation',
  'settings.import.report': 'Télécharger le rapport (CSV)',
  'settings.import.unreadableFile': 'Ce fichier n’a pas pu être lu. Veuillez réessayer.',
};
