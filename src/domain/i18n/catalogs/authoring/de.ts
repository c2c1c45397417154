import type { AuthoringMessageId } from './en.ts';

/** German: the authoring tools', import parsers' and API schemas' words (decision 064), part of de.ts. */
export const deAuthoring: Record<AuthoringMessageId, string> = {
  // a tooltip's {boardName} without a board (core: the home page's experiences)
  'exp.yourBoard': 'deine Pinnwand',
  'exp.preview.noRenderer': 'Für diese Art von Erlebnis gibt es noch keine Darstellung.',
  'exp.preview.show': 'Anzeigen',
  'exp.preview.again': 'Erneut anzeigen',
  'exp.preview.completed': 'Abgeschlossen.',
  'exp.preview.dismissed': 'Geschlossen.',
  // why an experience cannot be drawn (renderProblem)
  'admin.expProblem.neverShown': 'Hinweis 1 wird nie angezeigt.',
  'admin.expProblem.searchDelight': 'Ein Such-Highlight braucht seine search_query_list.',
  'admin.expProblem.heroText':
    '{display, select, hero {Ein Hero-Banner braucht seinen Text.} other {Ein Flyout braucht seinen Text.}}',
  'admin.expProblem.type0': 'Typ 0 kann nicht dargestellt werden.',
  'admin.expProblem.modal':
    'Ein Modal braucht einen Titel, einen Text und die Beschriftung des Abschließen-Buttons.',
  'admin.expProblem.upsell': "Ein Upsell-Banner braucht den Typ 'upsell' und eine Nachricht.",
  'admin.expProblem.callout':
    'Ein Hinweis braucht einen bekannten Typ (error-callout, info-callout, warning-callout, upsell) und eine Nachricht.',
  'admin.expProblem.metricsBanner':
    'Das Kennzahlen-Banner braucht mindestens 2 Buttons, einen title_text und einen subtitle_text.',
  'admin.expProblem.surveyLink': 'Eine Umfrage braucht ihren Link.',
  'admin.expProblem.popoverAnchor': 'Ein Lern-Pop-over braucht einen Anker.',
  'admin.expProblem.popoverAnchorMissing': 'Der Anker des Pop-overs ist nicht auf dieser Seite.',
  'admin.expProblem.popoverText': 'Ein Lern-Pop-over braucht einen Text.',
  'admin.expProblem.tooltipAnchor': 'Ein Tooltip braucht einen Anker.',
  'admin.expProblem.tooltipAnchorMissing': 'Der Anker des Tooltips ist nicht auf dieser Seite.',
  'admin.expProblem.toastText': 'Ein Toast braucht seinen Text.',
  'admin.expProblem.unknownType': 'Typ {type} ist kein bekannter Hinweistyp.',
  // an experience as an author writes it
  'errors.experiences.link':
    'Ein Link muss ein Pfad auf dieser Website (beginnend mit /) oder eine http(s)-Adresse sein.',
  'errors.experiences.anchor': 'Ein Anker ist ein CSS-Selektor wie [data-anchor="save"].',
  'errors.experiences.countries': 'Länder sind zwei Großbuchstaben, etwa US.',
  'errors.experiences.locales': 'Sprachen sehen aus wie en oder en-GB.',
  'errors.experiences.placedKey': "Jeder Eintrag hat die Form 'placement:experience'.",
  'errors.experiences.name': 'Gib dem Hinweis einen Namen.',
  'errors.experiences.unknownType': 'Unbekannter Hinweistyp.',
  'errors.experiences.placements': 'Wähle mindestens eine Platzierung.',
  'errors.experiences.endAfterStart': 'Das Ende muss nach dem Beginn liegen.',
  'errors.experiences.extraContextKeys': 'extra_context enthält höchstens 20 Schlüssel.',
  'errors.experiences.extraContextJson': 'extra_context ist kein gültiges JSON.',
  'errors.experiences.logInToAuthor': 'Melde dich an, um Hinweise zu verfassen',
  'errors.experiences.wholeExperience': '(der Hinweis)',
  'errors.experiences.noExperience': 'Es gibt keinen Hinweis {id}.',
  'errors.experiences.idTaken':
    'Einen Hinweis mit der ID {id} gibt es schon: Wähle eine andere ID oder bearbeite diesen.',
  'errors.experiences.exists': 'Diesen Hinweis gibt es schon.',
  'errors.experiences.idFixed': 'Die ID eines Hinweises kann sich nicht ändern.',
  'errors.experiences.badState': 'Der Status muss active, paused oder draft sein.',
  'errors.experiences.cannotActivate': 'Er kann nicht aktiviert werden: {why}',
  'errors.experiences.notAList': 'Die Datei muss eine JSON-Liste ([ … ]) von Hinweisen enthalten.',
  'errors.experiences.item': 'Eintrag {index}',
  'errors.experiences.itemNamed': 'Eintrag {index} („{name}“)',
  'errors.experiences.idTwice': 'Die ID {id} hat auch Eintrag {first}.',
  'errors.experiences.wholeItem': '(der Eintrag)',
  // the domain safety list
  'errors.domains.notADomainHint':
    '„{host}“ ist keine Domain: Gib einen Hostnamen wie spam.example oder eine IP-Adresse an.',
  'errors.domains.notADomain': '„{host}“ ist keine Domain.',
  'errors.domains.badStatus': 'Der Status muss blocked, suspicious oder porn sein.',
  'errors.domains.messageTooLong': 'Die Nachricht darf höchstens {max} Zeichen lang sein.',
  // Today's articles
  'errors.today.logIn': 'Melde dich an, um Artikel zu verfassen',
  'errors.today.titleTooLong': 'Der Titel hat höchstens {maximum} Zeichen.',
  'errors.today.subtitleTooLong': 'Der Untertitel hat höchstens {maximum} Zeichen.',
  'errors.today.bodyTooLong': 'Der Text hat höchstens {maximum} Zeichen.',
  'errors.today.titleRequired': 'Der Titel ist erforderlich.',
  'errors.today.chooseKind': 'Wähle eine der Arten.',
  // the import parsers and their files
  'errors.imports.sourceOneOf': 'source muss eines davon sein: {sources}',
  'errors.imports.tooLarge':
    'Diese Datei ist größer als {mb} MB, mehr als ein Export dieser Art enthält.',
  'errors.imports.notPinryData':
    'Das sind keine Pinry-Daten: Speichere die Antworten von /api/v2/pins/ (und /api/v2/boards/) deiner Instanz als JSON oder gib ihre Adresse und ein Token an.',
  'errors.imports.notKarakeep':
    'Das ist kein Karakeep-Export: Karakeep schreibt eine JSON-Datei mit einer Liste von Lesezeichen (Einstellungen → Import / Export → Links und Notizen exportieren).',
  'errors.imports.tesseraJsonNotOne':
    'Diese ZIP-Datei ist kein Tessera-Export: Ihre tessera.json ist keine.',
  'errors.imports.newerTessera':
    'Dieser Export stammt von einer neueren Tessera-Version als dieser: Aktualisiere zuerst diesen Server.',
  'errors.imports.pinterestNoPicture': 'Er nennt kein Bild, das Tessera abrufen kann.',
  'errors.imports.pinryPin': 'Pinry-Pin {key}',
  'errors.imports.pinryNoPicture': 'Dieser Pinry-Pin nennt kein Bild, das Tessera abrufen kann.',
  'errors.imports.aNote': 'Eine Notiz',
  'errors.imports.karakeepNote': 'Eine Karakeep-Notiz ist nur Text: Sie hat kein Bild zum Pinnen.',
  'errors.imports.aKarakeepBookmark': 'Ein Karakeep-Lesezeichen',
  'errors.imports.karakeepAsset':
    'Der Karakeep-Export lässt die gespeicherten Bilder und Dateien weg, deshalb kann dieses nicht übernommen werden.',
  'errors.imports.aKarakeepLink': 'Ein Karakeep-Link',
  'errors.imports.linkNotWeb':
    'Dieser Link ist keine Webseite (nur http- und https-Adressen können Pins werden).',
  'errors.imports.aBookmark': 'Ein Lesezeichen',
  'errors.imports.bookmarkNotWeb':
    'Dieses Lesezeichen ist keine Webseite (nur http- und https-Adressen können Pins werden).',
  'errors.imports.pinNumber': 'Pin Nr. {id}',
  'errors.imports.pictureNotInExport': 'Sein Bild ist nicht im Export.',
  'errors.imports.notAPicture': 'Diese Datei ist kein Bild, auch wenn ihr Name das sagt.',
  'errors.imports.shaDiffers':
    'Sein Bild ist nicht das, das der Export erstellt hat (seine sha256 weicht ab).',
  // a ZIP refused before anything is unpacked (domain/imports/zip-entries.ts, imports/zip-file.ts)
  'errors.imports.zipRefused':
    'Diese ZIP-Datei wird abgelehnt: Sie enthält {why}. Es wurde nichts importiert.',
  'errors.imports.zipNul': 'einen Dateinamen mit einem NUL-Zeichen',
  'errors.imports.zipBackslash': 'einen Pfad mit einem Backslash ({name})',
  'errors.imports.zipAbsolute': 'einen absoluten Pfad ({name})',
  'errors.imports.zipOutOfFolder': 'einen Pfad außerhalb ihres Ordners ({name})',
  'errors.imports.zipSymlink': 'einen symbolischen Link ({name})',
  'errors.imports.zipEntryTooBig': '{name}, entpackt größer als {mb} MB',
  'errors.imports.zipBomb': '{name}, entpackt mehr als {ratio}-mal so groß',
  'errors.imports.zipTotal': 'entpackt mehr als 2 GB',
  // the import's run (services/imports/run.ts): its report, in its person's language
  'errors.imports.notFetched': 'Das Bild konnte nicht abgerufen werden: {why}',
  'errors.imports.notRead': 'Das Bild konnte nicht gelesen werden: {why}',
  'errors.imports.haveLink': 'Du hast schon einen Pin mit diesem Link.',
  'errors.imports.havePicture': 'Du hast schon einen Pin mit diesem Bild.',
  'errors.imports.pictureGone':
    'Sein Bild wurde nicht mehr aufbewahrt: Importiere die Datei noch einmal.',
  // the v5 API's parameters (api/v5/schemas.ts)
  'errors.v5.idDigits': 'IDs bestehen aus Ziffern.',
  // the API's own checks
  'errors.api.controlCharacter':
    'enthält ein Steuerzeichen (erlaubt sind nur Tabulator und Zeilenumbrüche)',
  'errors.api.loneSurrogate': 'enthält ein ungültiges Zeichen (ein einzelnes Surrogat)',
  'errors.api.offsitePinId': 'pin_id muss die ID eines Pins sein.',
  'errors.api.offsiteUrl': 'url muss der zu prüfende Link sein.',
  'errors.api.offsiteTooLong': '{field} ist zu lang.',
  'errors.collages.titleMax': 'darf höchstens {maximum} Zeichen haben',
  'errors.collages.itemsMax': 'eine Collage kann höchstens {maximum} Ausschnitte haben',
  // the API's schemas' own words (resource options: ids, pins, ideas, search, analytics)
  'errors.api.numericId': 'muss eine numerische ID sein',
  'errors.api.outOfRange': 'liegt außerhalb des gültigen Bereichs',
  'errors.api.numericPlacementId': 'muss eine numerische Platzierungs-ID sein',
  'errors.api.interestSlug': 'muss der Slug eines Interesses sein',
  'errors.api.interestWhich': 'interest_id oder slug ist erforderlich',
  'errors.api.commentTooLong': 'ist viel zu lang für einen Kommentar',
  'errors.api.repinTitleMax': 'title: höchstens {maximum} Zeichen',
  'errors.api.repinDescriptionMax': 'description: höchstens {maximum} Zeichen',
  'errors.api.feedbackTypeOneOf': 'feedback_type muss eines davon sein: {options}.',
  'errors.api.reportReason': 'Wähle einen der Gründe, diesen Pin zu melden.',
  'errors.api.daysOneOf': 'days muss eines davon sein: {options}',
  'errors.api.inviteWho':
    'Gib username oder invited_user_id der Person an, die du einladen möchtest.',
  'errors.api.searchSomething': 'gib etwas ein, wonach gesucht werden soll',
  'errors.api.searchDeleteWhich':
    'gib entweder query (eine Suche entfernen) oder all: true (die Liste leeren) an',
  'errors.api.upToTime': 'up_to: Gib den Zeitpunkt der neuesten angezeigten Benachrichtigung an.',
  'errors.api.adId': 'darf nur Buchstaben, Ziffern, - oder _ enthalten (höchstens 64).',
  'errors.api.sourceEventId': 'muss eine vorzeichenlose 64-Bit-Zahl sein.',
  'errors.api.destinationJson': 'muss eine JSON-Liste von Ursprüngen sein.',
  'errors.api.destinationEmpty': 'muss einen Ursprung nennen.',
  'errors.api.hostName': 'muss ein Hostname sein.',
};
