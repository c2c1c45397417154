import type { ErrorsAccountsMessageId } from './en.ts';
import { deErrorsImports } from './imports-de.ts';

/** German: the account side's errors (decision 064), part of de.ts. */
export const deErrorsAccounts: Record<ErrorsAccountsMessageId, string> = {
  // accounts
  'errors.accounts.pageNotFound': 'Wir konnten diese Seite nicht finden.',
  'errors.accounts.noProfile': 'Es gibt kein Profil namens {username}.',
  'errors.accounts.websiteTooLong': 'Diese Website-Adresse ist zu lang.',
  'errors.accounts.websiteInvalid':
    'Gib eine gültige Website-Adresse ein, zum Beispiel https://example.com.',
  'errors.accounts.lastNameTooLong': 'Der Nachname darf höchstens {max} Zeichen lang sein.',
  'errors.accounts.aboutTooLong': '„Über mich“ darf höchstens {max} Zeichen lang sein.',
  'errors.accounts.usernameTaken': 'Dieser Benutzername ist schon vergeben.',
  'errors.accounts.logInToEditProfile': 'Melde dich an, um dein Profil zu bearbeiten',
  'errors.accounts.logInToChangePicture': 'Melde dich an, um dein Bild zu ändern',
  'errors.accounts.logInToChangeSettings': 'Melde dich an, um deine Einstellungen zu ändern',
  'errors.accounts.logInToSeeSettings': 'Melde dich an, um deine Einstellungen zu sehen',
  'errors.accounts.pictureTooBig': 'Dieses Bild ist zu groß. Nimm eines unter {mb} MB.',
  'errors.accounts.pictureTooManyPixels': 'Dieses Bild hat zu viele Pixel. Nimm ein kleineres.',
  'errors.accounts.notAPicture':
    'Diese Datei ist kein Bild, das Tessera lesen kann. Nimm ein JPEG, PNG, WebP oder GIF.',
  'errors.accounts.saveBehavior': 'save_behavior muss 0 oder 1 sein.',
  'errors.accounts.logInToManageApps': 'Melde dich an, um deine Apps zu verwalten',
  'errors.accounts.tokenCannotManageApps': 'Ein Zugriffstoken kann keine Apps verwalten.',
  'errors.accounts.appNotRegistered':
    'Die App wurde nicht registriert. Bitte versuch es noch einmal.',
  'errors.accounts.noSuchApp': 'Diese App gibt es nicht.',
  'errors.accounts.appHasNoAccess': 'Diese App hat keinen Zugriff auf dein Konto.',
  'errors.accounts.emailLinkInvalid':
    'Dieser Bestätigungslink ist abgelaufen oder wurde schon verwendet. Fordere in den Einstellungen einen neuen an.',
  'errors.accounts.emailNowTaken':
    'Diese E-Mail-Adresse gehört inzwischen zu einem anderen Konto. Wähle eine andere.',
  'errors.accounts.logInToChangeEmail': 'Melde dich an, um deine E-Mail-Adresse zu ändern',
  'errors.accounts.logInToManageTokens': 'Melde dich an, um deine Zugriffstokens zu verwalten',
  'errors.accounts.tokenCannotManageTokens':
    'Ein Zugriffstoken kann keine Zugriffstokens verwalten.',
  'errors.accounts.tokenNotMade': 'Das Token wurde nicht erstellt. Bitte versuch es noch einmal.',
  'errors.accounts.noSuchToken': 'Dieses Token gibt es nicht.',
  'errors.accounts.logInToAuthorize': 'Melde dich an, um eine App zu autorisieren',
  'errors.accounts.requestNotValid': 'Die Anfrage ist ungültig.',
  'errors.accounts.loginFailed': 'Die E-Mail-Adresse oder das Passwort ist falsch.',
  'errors.accounts.resetLinkInvalid':
    'Dieser Link zum Zurücksetzen ist abgelaufen oder wurde schon verwendet. Fordere einen neuen an.',
  'errors.accounts.logInToChangePassword': 'Melde dich an, um dein Passwort zu ändern',
  'errors.accounts.logInToDeleteAccount': 'Melde dich an, um dein Konto zu löschen',
  'errors.accounts.onlyPeopleChooseCookies': 'Nur Menschen wählen Cookies.',
  'errors.accounts.profileGone': 'Dieses Profil gibt es nicht mehr.',
  'errors.accounts.cannotFollowSelf': 'Du kannst dir nicht selbst folgen.',
  'errors.accounts.logInToFollow': 'Melde dich an, um zu folgen',
  'errors.accounts.logInToUnfollow': 'Melde dich an, um nicht mehr zu folgen',
  'errors.accounts.logInForBusiness': 'Melde dich an, um ein Unternehmenskonto zu bekommen',
  'errors.accounts.checkForm': 'Prüf das Formular.',
  'errors.accounts.noRequest': 'Diese Anfrage wurde zurückgezogen oder schon beantwortet.',
  'errors.accounts.logInToAnswerRequests': 'Melde dich an, um Folgeanfragen zu beantworten',
  'errors.accounts.logInToSecure': 'Melde dich an, um dein Konto zu schützen',
  'errors.accounts.emailInvalid': 'Gib eine gültige E-Mail-Adresse ein.',
  'errors.accounts.usernameShape':
    'Benutzernamen bestehen aus 3 bis 30 Buchstaben, Ziffern oder Unterstrichen.',
  'errors.accounts.usernameUnavailable': 'Dieser Benutzername ist nicht verfügbar.',
  'errors.accounts.firstNameMissing': 'Gib deinen Vornamen ein.',
  'errors.accounts.firstNameTooLong': 'Der Vorname darf höchstens {max} Zeichen lang sein.',
  'errors.accounts.passwordCommon': 'Dieses Passwort ist zu verbreitet. Wähle ein anderes.',
  'errors.accounts.passwordIsName':
    'Dein Passwort darf nicht dein Benutzername oder deine E-Mail-Adresse sein.',
  'errors.accounts.passwordIncorrect': 'Das eingegebene Passwort ist falsch.',
  'errors.accounts.alreadyYourEmail': 'Das ist schon deine E-Mail-Adresse.',
  'errors.accounts.signupClosed':
    'Die Registrierung ist auf dieser Instanz geschlossen: Sie nimmt keine neuen Konten an.',
  'errors.accounts.signupInviteRequired':
    'Auf dieser Instanz registrierst du dich nur mit Einladung: Öffne den Einladungslink, den du bekommen hast.',
  'errors.accounts.signupInviteInvalid':
    'Dieser Einladungslink ist abgelaufen, aufgebraucht oder wurde zurückgezogen. Bitte um einen neuen.',
  'errors.accounts.signupReasonRequired':
    'Sag in ein paar Worten, warum du beitreten möchtest: Die Administratoren lesen das.',
  // messages
  'errors.messages.logIn': 'Melde dich an, um Nachrichten zu senden und zu lesen',
  'errors.messages.noConversation': 'Diese Unterhaltung gibt es nicht.',
  'errors.messages.youBlocked':
    'Du hast {name} blockiert. Heb die Blockierung auf, um eine Nachricht zu senden.',
  'errors.messages.thisPerson': 'diese Person',
  'errors.messages.cannotSendTo': 'Du kannst {name} keine Nachrichten senden.',
  'errors.messages.tooLong': 'Eine Nachricht darf höchstens {max} Zeichen lang sein.',
  'errors.messages.requestsWait':
    'Du hast mehrere Nachrichtenanfragen gesendet, auf die noch niemand geantwortet hat. Du kannst weitere senden, sobald jemand antwortet, oder in einer Stunde.',
  'errors.messages.requestWait':
    'Du kannst in dieser Unterhaltung weitere Nachrichten senden, sobald jemand antwortet. Deine Nachrichten werden gesehen, wenn die Anfrage angenommen wird.',
  'errors.messages.empty': 'Schreib eine Nachricht oder wähle einen Pin.',
  'errors.messages.notBoth':
    'Sende entweder an eine Unterhaltung oder an Personen, nicht an beides.',
  'errors.messages.pinUnavailable': 'Dieser Pin ist nicht verfügbar.',
  'errors.messages.noRecipient': 'Wähle jemanden aus, an den du sie senden möchtest.',
  'errors.messages.tooManyRecipients': 'Eine Nachricht kann an höchstens {max} Personen gehen.',
  'errors.messages.personGone': 'Diese Person ist nicht mehr auf Tessera.',
  'errors.messages.notSent': 'Die Nachricht konnte nicht gesendet werden.',
  'errors.messages.notARequest': 'Diese Unterhaltung ist keine Nachrichtenanfrage.',
  'errors.messages.cannotBlockSelf': 'Du kannst dich nicht selbst blockieren.',
  'errors.messages.logInToSeeBlocked':
    'Melde dich an, um die Konten zu sehen, die du blockiert hast',
  // instance
  'errors.instance.noSuchSetting': 'Es gibt keine Einstellung namens „{key}“.',
  'errors.instance.logInToInvite': 'Melde dich an, um Leute einzuladen',
  'errors.instance.usesInvalid':
    'Die Anzahl der Verwendungen muss eine ganze Zahl von 1 bis 10000 sein.',
  'errors.instance.expiryInvalid':
    'Gib den Ablauf als Anzahl von Tagen, Stunden oder Minuten an, etwa 7d, 12h oder 30m, oder „never“.',
  'errors.instance.confirmEmailFirst':
    'Bestätige zuerst deine E-Mail-Adresse: Öffne den Link, den wir dir bei der Registrierung geschickt haben (er gilt eine Woche).',
  'errors.instance.requestDecided':
    'Über diese Anfrage wurde schon entschieden, oder es gibt sie nicht.',
  'errors.instance.usernameNowTaken':
    'Der Benutzername {username} oder seine E-Mail-Adresse gehört inzwischen zu einem anderen Konto: Lehne diese Anfrage ab.',
  // admin
  'errors.admin.noSuchAccount': 'Dieses Konto gibt es nicht.',
  'errors.admin.typeToConfirm': 'Gib @{username} ein, um das Löschen zu bestätigen.',
  'errors.admin.chooseRole': 'Wähle Nutzer, Partner oder Mitarbeitende.',
  'errors.admin.alreadyRole':
    '@{username} ist schon {role, select, user {Nutzer} partner {Partner} employee {Mitarbeitende} other {{role}}}.',
  'errors.admin.noSuchReport': 'Diese Meldung gibt es nicht.',
  'errors.admin.reportDone':
    'Diese Meldung wurde schon {status, select, removed {entfernt} dismissed {abgewiesen} other {{status}}}.',
  'errors.admin.noDomain': 'Dieser Pin verlinkt nirgendwohin: Es gibt keine Domain zu sperren.',
  'errors.admin.logIn': 'Melde dich als Administrator an',
  // analytics
  'errors.analytics.logIn': 'Melde dich an, um deine Statistiken zu sehen',
  'errors.analytics.notAnAd': 'Dieser Pin ist keine Anzeige.',
  'errors.analytics.noDestination':
    'Diese Anzeige hat kein Ziel, dem etwas zugeordnet werden kann.',
  'errors.analytics.destination': 'destination muss der Ursprung der Zielseite der Anzeige sein.',
  'errors.analytics.expiry': 'expiry einer {type}-Quelle ist {value}.',
  'errors.analytics.priority': 'priority einer {type}-Quelle ist {value}.',
  'errors.analytics.campaign': 'campaign_id ist nicht die Kampagne dieser Anzeige.',
  'errors.analytics.advertiser': 'advertiser_id ist nicht der Werbetreibende dieser Anzeige.',
  // notifications
  'errors.notifications.logIn': 'Melde dich an, um deine Benachrichtigungen zu sehen',
  'errors.notifications.badBookmark': 'bookmark: stammt nicht aus dieser Liste.',
  'errors.notifications.noSuchNotification': 'Diese Benachrichtigung gibt es nicht.',
  'errors.notifications.logInToPush': 'Melde dich an, um Push-Benachrichtigungen zu bekommen',
  'errors.notifications.endpointNotHttps':
    'Der Endpunkt dieses Push-Abonnements ist keine https-Adresse.',
  'errors.notifications.logInToChoose': 'Melde dich an, um deine Benachrichtigungen auszuwählen',
  'errors.notifications.badUnsubscribeLink':
    'Dieser Abmeldelink ist ungültig. Kopiere den ganzen Link aus der E-Mail oder wähle deine E-Mails in den Einstellungen.',
  'errors.notifications.accountGone': 'Das Konto, für das dieser Link war, gibt es nicht mehr.',
  // platform
  'errors.platform.nothingToRetry':
    'Diese Aufgabe ist nicht fehlgeschlagen oder existiert nicht mehr: Es gibt nichts zu wiederholen.',
  'errors.platform.nothingToCancel':
    'Diese Aufgabe wartet oder läuft nicht mehr: Es gibt nichts abzubrechen.',
  'errors.platform.noOutbox': 'Im Produktivbetrieb gibt es keinen Postausgang.',
  'errors.platform.tooManyAttempts':
    'Zu viele Versuche. Bitte warte ein paar Minuten und versuch es dann noch einmal.',
  // exports
  'errors.exports.logIn': 'Melde dich an, um deine Daten herunterzuladen',
  'errors.exports.unavailable':
    'Exporte können gerade nicht erstellt werden. Versuch es später noch einmal.',
  'errors.exports.tooOften':
    'Du hast in kurzer Zeit mehrmals nach deinen Daten gefragt. Versuch es in einer Stunde noch einmal.',
  'errors.exports.gone':
    'Diesen Export gibt es nicht, oder er ist abgelaufen. Fordere einen neuen an.',
  // http
  'errors.http.logIn': 'Melde dich an, um fortzufahren',
  'errors.http.formExpired':
    'Dieses Formular ist abgelaufen. Lade die Seite neu und versuch es noch einmal.',
  'errors.http.crossSite':
    'Diese Anfrage kam von einer anderen Website, deshalb hat Tessera sie abgelehnt.',
  'errors.http.sessionChanged':
    'Deine Sitzung hat sich geändert. Lade die Seite neu und versuch es noch einmal.',
  'errors.http.databaseDown':
    'Die Datenbank antwortet gerade nicht. Versuch es gleich noch einmal.',
  // api
  'errors.api.dataNotString': 'Der Parameter data muss ein JSON-String sein.',
  'errors.api.dataNotJson': 'Der Parameter data ist kein gültiges JSON.',
  'errors.api.dataNotObject': 'Der Parameter data muss ein JSON-Objekt mit „options“ sein.',
  'errors.api.bodyNotObject': 'Der Body muss ein JSON-Objekt mit „options“ sein.',
  'errors.api.onePicture': 'Sende ein Bild pro Upload.',
  'errors.api.multipart': 'Sende das Bild als multipart/form-data in einem Feld namens file.',
  'errors.api.malformed': 'Dieser Upload ist fehlerhaft.',
  'errors.api.malformedWhy': 'Dieser Upload ist fehlerhaft ({reason}).',
  'errors.api.noPicture': 'Wähle ein Bild zum Hochladen (eine Datei im Feld file).',
  'errors.api.emptyFile': 'Diese Datei ist leer. Wähle ein Bild zum Hochladen.',
  'errors.api.internal': 'Bei uns ist etwas schiefgelaufen.',
  'errors.api.nothingAt': 'Unter {method} {url} gibt es nichts.',
  'errors.api.unknownResource': 'Es gibt keine Ressource namens {name}.',
  'errors.api.unknownAction': 'Unbekannte Aktion {action}.',
  'errors.api.noSuchAction': '{name} hat keine Aktion {action}.',
  'errors.api.wrongMethod': '{name} {action} nimmt {expected}, nicht {method}.',
  'errors.api.noApiAt':
    "Unter {method} {url} gibt es keine API. Ressourcenaufrufe sehen so aus: /resource/'{Name}'Resource/get/.",
  // v5
  'errors.v5.authFailed': 'Authentifizierung fehlgeschlagen.',
  'errors.v5.rateLimited':
    'Du hast dein Anfragelimit überschritten. Versuch es später noch einmal.',
  'errors.v5.needsScope': 'Dieser Aufruf braucht den Scope {scope}.',
  'errors.v5.sectionGone': 'Pinnwand-Abschnitt nicht gefunden.',
  'errors.v5.notBase64': 'media_source.data ist kein Base64.',
  ...deErrorsImports,
};
