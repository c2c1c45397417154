import type { RulesMessageId } from './en.ts';

/** German: the words the account, instance, moderation and report rules choose (decision 064). */
export const deRules: Record<RulesMessageId, string> = {
  'errors.rules.atLeast': 'Verwende mindestens {min} Zeichen.',
  'errors.rules.atMost': 'Verwende höchstens {max} Zeichen.',
  'errors.rules.notOnlySpaces': 'Verwende etwas anderes als Leerzeichen.',
  'errors.oauth.nameMissing': 'Gib der App einen Namen.',
  'errors.oauth.uriTooLong': 'Eine Weiterleitungs-URI hat höchstens {max} Zeichen.',
  'errors.oauth.uriNotAbsolute': '{name} ist keine absolute URL.',
  'errors.oauth.uriFragment': 'Eine Weiterleitungs-URI darf kein Fragment (#) enthalten.',
  'errors.oauth.uriSpaces':
    'Eine Weiterleitungs-URI darf keine Leerzeichen oder Anführungszeichen enthalten.',
  'errors.oauth.uriHttp': 'Verwende https, oder http nur auf localhost oder 127.0.0.1.',
  'errors.oauth.uriScheme': '{name} kann keine Weiterleitungs-URI sein.',
  'errors.oauth.uriCustomScheme':
    'Ein eigenes Schema muss in umgekehrter Domain-Schreibweise sein, etwa com.example.app:/callback.',
  'errors.oauth.urisNone': 'Gib mindestens eine Weiterleitungs-URI an.',
  'errors.oauth.urisTooMany': 'Gib höchstens {max} Weiterleitungs-URIs an.',
  'errors.tokens.nameMissing': 'Gib dem Token einen Namen.',
  'errors.tokens.noScope': 'Wähle mindestens eine Berechtigung.',
  'errors.tokens.notAScope': '{name} ist keine Berechtigung.',
  'errors.settings.notText': '{key} muss Text sein.',
  'errors.settings.tooLong': '{key} darf höchstens {max} Zeichen lang sein.',
  'errors.settings.notTrueOrFalse': '{key} muss true oder false sein.',
  'errors.settings.nameEmpty': 'Der Name darf nicht leer sein.',
  'errors.settings.logoUrl':
    'Das Logo muss eine https://-Adresse oder ein Pfad auf dieser Website sein.',
  'errors.settings.contactEmail': 'Die Kontakt-E-Mail ist keine E-Mail-Adresse.',
  'errors.settings.rulesNotList': 'Die Regeln müssen eine Liste sein.',
  'errors.settings.tooManyRules': 'Höchstens {max} Regeln.',
  'errors.settings.language': 'Die Sprache muss eine dieser sein: {languages}.',
  'errors.settings.signupMode':
    'Der Registrierungsmodus muss open, approval, invite oder closed sein.',
  'errors.instance.membersMayNotInvite':
    'Auf dieser Instanz können Mitglieder keine Einladungslinks erstellen.',
  'errors.instance.inviteLinksFull':
    'Du hast schon {max} nutzbare Einladungslinks. Zieh einen zurück, um einen neuen zu erstellen.',
  'errors.moderation.reasonRequired': 'Gib einen Grund an: Die Person erfährt ihn.',
  'errors.moderation.reasonTooLong': 'Der Grund darf höchstens {max} Zeichen lang sein.',
  'errors.moderation.suspendSelf': 'Du kannst dich nicht selbst sperren.',
  'errors.moderation.suspendAdmin':
    'Ändere erst die Rolle dieses Administrators, bevor du ihn sperrst.',
  'errors.moderation.alreadySuspended': 'Dieses Konto ist bereits gesperrt.',
  'errors.moderation.notSuspended': 'Dieses Konto ist nicht gesperrt.',
  'errors.moderation.deleteSelf': 'Du kannst dich hier nicht selbst löschen.',
  'errors.moderation.roleSelf': 'Du kannst deine eigene Rolle nicht ändern.',
  'errors.moderation.suspendedFor': 'Dieses Konto ist gesperrt: {name}',
  'errors.moderation.suspended':
    'Dieses Konto ist gesperrt, weil es gegen die Community-Richtlinien verstoßen hat.',
  'errors.feedback.logInToSeeReports': 'Melde dich an, um deine Meldungen zu sehen',
  'profile.reportWhy.spamHint':
    'Gekaufte Follower, irreführende Links, sich wiederholende Beiträge',
  'profile.reportWhy.inappropriate': 'Unangemessenes Bild oder unangemessener Name',
  'profile.reportWhy.inappropriateHint':
    'Nacktheit, Hasssymbole oder beleidigende Wörter im Profil',
  'profile.reportWhy.impersonation': 'Gibt sich als jemand anderes aus',
  'profile.reportWhy.impersonationHint':
    'Verwendet den Namen oder das Bild einer anderen Person oder Marke',
  'profile.reportWhy.harassment': 'Belästigung oder Hass',
  'profile.reportWhy.harassmentHint': 'Beleidigungen, Drohungen, Mobbing, Vorurteile',
  'profile.reportWhy.other': 'Etwas anderes',
  'profile.reportWhy.otherHint': 'Beschreib in den Details, was nicht stimmt',
  'profile.reportWhy.choose': 'Wähle einen Grund, um dieses Profil zu melden.',
  'profile.reportWhy.detailsTooLong': 'Die Details dürfen höchstens {max} Zeichen lang sein.',
  'profile.reportWhy.tellUs': 'Sag uns, was mit diesem Profil nicht stimmt.',
  'admin.log.commandLine': 'Kommandozeile',
  'admin.log.commentOnPin': 'Kommentar zu Pin {pin}',
  'admin.log.targetOf':
    '{type, select, pin {Pin Nr. {id}} comment {Kommentar {id}} user {Konto {id}} signup_invite {Einladungslink {id}} signup_request {Beitrittsanfrage {id}} other {{type} {id}}}',
  'admin.log.targetType':
    '{type, select, pin {Pin} comment {Kommentar} user {Konto} domain {Domain} instance {Instanz} signup_invite {Einladungslink} signup_request {Beitrittsanfrage} other {{type}}}',
  'admin.reports.statusOf':
    '{status, select, open {offen} removed {entfernt} dismissed {abgewiesen} warned {verwarnt} suspended {gesperrt} blocked {blockiert} cleared {geleert} other {{status}}}',
  'admin.person.privacyOf':
    '{privacy, select, public {öffentlich} protected {geschützt} secret {geheim} other {{privacy}}}',
  'admin.person.kindOf':
    '{kind, select, pin {Pin} comment {Kommentar} profile {Profil} other {{kind}}}',
};
