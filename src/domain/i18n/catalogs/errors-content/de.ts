import type { ErrorsContentMessageId } from './en.ts';

/** German: the content services' errors (decision 064), part of de.ts. */
export const deErrorsContent: Record<ErrorsContentMessageId, string> = {
  // boards
  'errors.boards.joinPrompt': 'Melde dich an, um dieser Pinnwand beizutreten',
  'errors.boards.createPrompt': 'Melde dich an, um einen Pin oder eine Pinnwand zu erstellen',
  'errors.boards.editPrompt': 'Melde dich an, um diese Pinnwand zu bearbeiten',
  'errors.boards.collaboratePrompt': 'Melde dich an, um an Pinnwänden mitzuwirken',
  'errors.boards.cantInvite': 'Du kannst keine Leute zu dieser Pinnwand einladen.',
  'errors.boards.cantManageInvites': 'Du kannst die Einladungen dieser Pinnwand nicht verwalten.',
  'errors.boards.personGone': 'Diese Person hat kein Tessera-Konto mehr.',
  'errors.boards.ownerChangesPermissions':
    'Nur die Person, der die Pinnwand gehört, kann ändern, was Mitwirkende tun dürfen.',
  'errors.boards.ownerDoesAll': 'Wem die Pinnwand gehört, darf auf ihr immer alles.',
  'errors.boards.notCollaborator': 'Diese Person wirkt an dieser Pinnwand nicht mit.',
  'errors.boards.ownerCantLeave':
    'Dir gehört diese Pinnwand, deshalb kannst du sie nicht verlassen. Du kannst sie stattdessen löschen.',
  'errors.boards.ownerCantBeRemoved': 'Wem die Pinnwand gehört, kann nicht entfernt werden.',
  'errors.boards.youAreNotCollaborator': 'Du wirkst an dieser Pinnwand nicht mit.',
  'errors.boards.ownerRemoves':
    'Nur die Person, der die Pinnwand gehört, kann andere Mitwirkende entfernen.',
  'errors.boards.sectionNotOnBoard': 'Dieser Abschnitt ist nicht auf dieser Pinnwand.',
  'errors.boards.selectAPin': 'Wähle mindestens einen Pin aus.',
  'errors.boards.cantMovePins': 'Du darfst auf dieser Pinnwand keine Pins verschieben.',
  'errors.boards.selectedNotOnBoard':
    'Einige der ausgewählten Pins sind nicht auf dieser Pinnwand.',
  'errors.boards.sectionNameTaken':
    'Dieser Abschnittsname wurde gerade vergeben. Bitte versuch es noch einmal.',
  'errors.boards.onlyForYourself': 'Du kannst Pinnwände nur für dich selbst erstellen.',
  'errors.boards.quickSavesExists': 'Du hast schon eine Pinnwand „Quick Saves“.',
  'errors.boards.nameTaken':
    'Dieser Pinnwandname wurde gerade vergeben. Bitte versuch es noch einmal.',
  'errors.boards.ownerSettings':
    'Nur die Person, der die Pinnwand gehört, kann ihre Sichtbarkeit ändern, sie archivieren oder teilen.',
  'errors.boards.coverNotOnBoard': 'Das Titelbild muss ein Pin auf dieser Pinnwand sein.',
  'errors.boards.noPermission': 'Du darfst das auf dieser Pinnwand nicht tun.',
  'errors.boards.cantFollowOwn': 'Du kannst deiner eigenen Pinnwand nicht folgen.',
  'errors.boards.giveUsername': 'Gib den Benutzernamen der Person an, die du einladen möchtest.',
  'errors.boards.ownerChoosesPermissions':
    'Nur die Person, der die Pinnwand gehört, kann festlegen, was Mitwirkende tun dürfen.',
  'errors.boards.cantInviteYourself': 'Du kannst dich nicht selbst einladen.',
  'errors.boards.ownerCancelsInvites':
    'Nur die Person, der die Pinnwand gehört, kann Einladungen zurückziehen.',
  'errors.boards.noInviteForPerson': 'Für diese Person gibt es keine offene Einladung.',
  'errors.boards.boardOnce': 'Jede Pinnwand darf nur einmal vorkommen.',
  'errors.boards.orderOwnBoards': 'Du kannst nur deine eigenen Pinnwände ordnen.',
  'errors.boards.pinOnce': 'Jeder Pin darf nur einmal vorkommen.',
  'errors.boards.pinsNotOnBoard': 'Einige dieser Pins sind nicht auf dieser Pinnwand.',
  'errors.boards.sectionNotFound':
    'Dieser Abschnitt existiert nicht oder ist für dich nicht sichtbar.',
  'errors.boards.badBookmark':
    'Das Lesezeichen ist ungültig. Fang noch einmal auf der ersten Seite an.',
  'errors.boards.badInviteLink':
    'Dieser Einladungslink funktioniert nicht mehr. Bitte die Person, der die Pinnwand gehört, um einen neuen.',
  'errors.boards.notFound': 'Diese Pinnwand existiert nicht oder ist für dich nicht sichtbar.',
  'errors.boards.archived':
    'Diese Pinnwand ist archiviert. Hol sie aus dem Archiv, bevor du Pins darauf merkst.',
  'errors.boards.noPendingInvite': 'Du hast keine offene Einladung zu dieser Pinnwand.',
  'errors.boards.unknownPermission':
    'Unbekannte Berechtigung {bad}. Die Berechtigungen sind: {known}.',
  'errors.boards.noProfileNamed': 'Es gibt kein Profil namens {name}.',
  'errors.boards.inviteeOwns': '{username} gehört diese Pinnwand.',
  'errors.boards.alreadyCollaborates': '{username} wirkt bereits an dieser Pinnwand mit.',
  'errors.boards.unknownSort': 'Unbekannte Sortierung: {sort}.',
  // pins
  'errors.pins.savePrompt': 'Melde dich an, um diesen Pin zu merken',
  'errors.pins.favoritePrompt': 'Melde dich an, um diesen Pin zu deinen Favoriten hinzuzufügen',
  'errors.pins.editPrompt': 'Melde dich an, um diesen Pin zu bearbeiten',
  'errors.pins.tooManyShares':
    'Von hier wurden viele Bilder geteilt. Melde dich an oder warte eine Weile und teile dann erneut.',
  'errors.pins.tooManyUploads':
    'Du hast viele Bilder hochgeladen. Bitte warte eine Weile und versuch es dann noch einmal.',
  'errors.pins.pictureTooBig': 'Dieses Bild ist zu groß. Nimm eines unter 20 MB.',
  'errors.pins.tooManyPixels': 'Dieses Bild hat zu viele Pixel. Nimm eines unter 50 Megapixeln.',
  'errors.pins.notAPicture':
    'Diese Datei ist kein Bild, das Tessera lesen kann. Nimm ein JPEG, PNG, WebP, GIF oder AVIF.',
  'errors.pins.notYourBoard':
    'Du kannst Pins nur auf deinen eigenen Pinnwänden merken oder auf denen, an denen du mitwirkst.',
  'errors.pins.sectionNotOnChosenBoard': 'Dieser Abschnitt ist nicht auf der gewählten Pinnwand.',
  'errors.pins.chooseBoard': 'Wähle die Pinnwand, zu der der Abschnitt gehört.',
  'errors.pins.unknownImage': 'Lade zuerst das Bild hoch: Diese image_signature ist unbekannt.',
  'errors.pins.editOwn': 'Du kannst nur deine eigenen Pins bearbeiten.',
  'errors.pins.deleteOwn': 'Du kannst nur deine eigenen Pins löschen.',
  'errors.pins.cantMoveOff': 'Du darfst keine Pins von dieser Pinnwand wegverschieben.',
  'errors.pins.onlySaverMoves':
    'Nur die Person, die diesen Pin gemerkt hat, kann ihn in ihr Profil verschieben.',
  'errors.pins.unavailable': 'Nicht verfügbar',
  'errors.pins.removedByCreator': 'Vom Ersteller entfernt',
  'errors.pins.siteOptsOut': 'Diese Website bittet darum, ihre Seiten nicht in Tessera zu merken.',
  'errors.pins.noPictures': 'Tessera hat auf dieser Seite keine Bilder zum Merken gefunden.',
  'errors.pins.thatPinNotFound': 'Dieser Pin existiert nicht oder ist für dich nicht sichtbar.',
  'errors.pins.chooseBoardOfSection': 'Wähle die Pinnwand, auf der der Abschnitt ist.',
  'errors.pins.thatBoardNotFound':
    'Diese Pinnwand existiert nicht oder ist für dich nicht sichtbar.',
  'errors.pins.cantSaveHere': 'Du kannst auf dieser Pinnwand keine Pins merken.',
  'errors.pins.saveFailed': 'Der Pin konnte nicht gemerkt werden. Versuch es noch einmal.',
  'errors.pins.profileNotFound': 'Dieses Profil existiert nicht oder ist für dich nicht sichtbar.',
  'errors.pins.sendPicture':
    'Sende ein Bild als multipart/form-data (Feld file) oder JSON {example}.',
  'errors.pins.onlyJson': 'Nur das Format json wird angeboten.',
  'errors.pins.sendPageUrl': 'Sende JSON {example}: die Adresse der Seite.',
  'errors.pins.notFound': 'Dieser Pin existiert nicht oder ist für dich nicht sichtbar.',
  'errors.pins.removedAfterReport': 'Wegen Verstoßes gegen die Community-Richtlinien entfernt',
  // comments
  'errors.comments.reportPrompt': 'Melde dich an, um diesen Kommentar zu melden',
  'errors.comments.boardPrompt': 'Melde dich an, um diese Pinnwand zu ändern',
  'errors.comments.commentPrompt': 'Melde dich an, um zu kommentieren',
  'errors.comments.replyToRoot': 'Antworte auf den Kommentar, auf den diese Antwort eingeht.',
  'errors.comments.cantReply': 'Du kannst auf diesen Kommentar nicht antworten.',
  'errors.comments.noMoreReplies': 'Dieser Kommentar nimmt keine weiteren Antworten an.',
  'errors.comments.cantComment': 'Du kannst diesen Pin nicht kommentieren.',
  'errors.comments.saveFailed': 'Der Kommentar konnte nicht gespeichert werden.',
  'errors.comments.authorEdits': 'Nur wer einen Kommentar geschrieben hat, kann ihn bearbeiten.',
  'errors.comments.deleteOwn':
    'Du kannst nur deine eigenen Kommentare löschen oder alle auf deinem eigenen Pin.',
  'errors.comments.pinOwnerTurnsOff':
    'Nur die Person, der der Pin gehört, kann seine Kommentare ausschalten.',
  'errors.comments.boardGone': 'Diese Pinnwand existiert nicht.',
  'errors.comments.boardOwnerTurnsOff':
    'Nur die Person, der die Pinnwand gehört, kann ihre Kommentare ausschalten.',
  'errors.comments.chooseReason': 'Wähle einen der Gründe, um diesen Kommentar zu melden.',
  'errors.comments.gone': 'Dieser Kommentar existiert nicht mehr.',
  'errors.comments.cantReportOwn': 'Du kannst deinen eigenen Kommentar nicht melden.',
  'errors.comments.noReport': 'Diese Meldung existiert nicht.',
  'errors.comments.badBookmark': 'bookmark: Dieses Lesezeichen stammt nicht aus dieser Liste.',
  'errors.comments.closed': 'Die Kommentare sind für diesen Pin ausgeschaltet.',
  'errors.comments.alreadyResolved':
    'Diese Meldung wurde bereits {status, select, removed {mit Entfernen entschieden} dismissed {abgewiesen} other {bearbeitet}}.',
  // collages
  'errors.collages.prompt': 'Melde dich an, um eine Collage zu erstellen',
  'errors.collages.cropOutside':
    'Der Zuschnitt eines Ausschnitts muss innerhalb des Bildes seines Pins liegen.',
  'errors.collages.published': 'Eine veröffentlichte Collage kann nicht mehr geändert werden.',
  'errors.collages.empty':
    'Füge mindestens einen Ausschnitt hinzu, bevor du die Collage veröffentlichst.',
  'errors.collages.notFound': 'Diese Collage existiert nicht oder gehört nicht dir.',
  'errors.collages.titleTooLong': 'Der Titel einer Collage darf höchstens {max} Zeichen haben.',
  'errors.collages.tooManyItems': 'Eine Collage darf höchstens {max} Ausschnitte haben.',
  // sharing
  'errors.sharing.prompt': 'Melde dich an, um per Link zu teilen',
  'errors.sharing.notAPinUrl': 'url muss die Adresse eines Pins auf dieser Website sein.',
  'errors.sharing.noPinThere': 'Unter dieser Adresse gibt es keinen Pin.',
  'errors.sharing.badUrl':
    'url muss die Adresse eines Pins, einer Pinnwand oder eines Profils auf dieser Website sein.',
  'errors.sharing.badObjectType': 'object_type muss 0, 1, 2, 3, 5, 6 oder 8 sein.',
  'errors.sharing.objectMismatch': 'object_id und path müssen dasselbe bezeichnen.',
  'errors.sharing.badPath': 'path muss eine Seite dieser Website sein.',
  'errors.sharing.noInvite': 'Diese Einladung existiert nicht.',
  // feedback
  'errors.feedback.hidePrompt': 'Melde dich an, um Pins auszublenden',
  'errors.feedback.reportPinPrompt': 'Melde dich an, um diesen Pin zu melden',
  'errors.feedback.tunePrompt': 'Melde dich an, um deinen Startseiten-Feed anzupassen',
  'errors.feedback.reportProfilePrompt': 'Melde dich an, um dieses Profil zu melden',
  'errors.feedback.cantReportOwnProfile': 'Du kannst dein eigenes Profil nicht melden.',
  'errors.feedback.profileGone': 'Dieses Profil existiert nicht mehr.',
  'errors.feedback.alreadyReported':
    'Du hast dieses Profil bereits gemeldet. Wir sagen dir Bescheid, wie wir entscheiden.',
  'errors.feedback.noOpenReport': 'Zu diesem Profil gibt es keine offene Meldung.',
  'errors.feedback.chooseReason': 'Wähle einen der Gründe, um diesen Pin zu melden.',
  'errors.feedback.ownPin': 'Das ist dein eigener Pin: Bearbeite oder lösche ihn stattdessen.',
  'errors.feedback.unknownType': 'Diese Art von Feedback ist unbekannt.',
  // outbound
  'errors.outbound.cantOpen': 'Dieser Link kann nicht geöffnet werden.',
  'errors.outbound.notThisPinsLink': 'Dieser Link ist nicht der Link dieses Pins.',
  // shopping
  'errors.shopping.noCategory': 'Es gibt keine Shopping-Kategorie mit dieser ID.',
  'errors.shopping.badBookmark':
    'Das Lesezeichen passt nicht zu dieser Sortierung. Fang noch einmal auf der ersten Seite an.',
  // ideas
  'errors.ideas.unknownTopic':
    'Dieses Thema ist unbekannt. Lade die Seite neu und versuch es noch einmal.',
  'errors.ideas.noSuchPage': 'Diese Ideenseite gibt es nicht.',
  // feeds
  'errors.feeds.followingPrompt':
    'Melde dich an, um Pins von Personen und Pinnwänden zu sehen, denen du folgst',
  // search
  'errors.search.historyPrompt': 'Melde dich an, um deine letzten Suchen zu behalten',
  'errors.search.loginPrompt': 'Melde dich an, um deine eigenen Pins und Pinnwände zu durchsuchen',
  'errors.search.emptyQuery': 'query: Gib etwas ein, wonach gesucht werden soll',
  // today
  'errors.today.invalidArticle': 'Der Artikel ist ungültig.',
  'errors.today.noArticle': 'Wir konnten diesen Artikel nicht finden.',
  'errors.today.noInterest': 'Dieses Interesse existiert nicht.',
  'errors.today.pastePin': 'Füge den Link oder die ID eines Pins ein, z. B. /pin/1234/.',
  'errors.today.noPin':
    'Wir konnten diesen Pin nicht finden, oder er ist auf einer geheimen Pinnwand.',
  'errors.today.pinAlreadyIn': 'Dieser Pin ist schon in diesem Artikel.',
  'errors.today.pinNotIn': 'Dieser Pin ist nicht in diesem Artikel.',
  'errors.today.addVisiblePin':
    'Füge vor dem Veröffentlichen einen Pin hinzu, den die Lesenden sehen können.',
  'errors.today.tooManyPins': 'Ein Artikel enthält höchstens {max} Pins.',
  // experiences
  'errors.experiences.badPlacedId':
    "placed_experience_id muss 'placement%3Aexperience' oder die ID einer platzierten Experience sein.",
  'errors.experiences.badExtraContext': 'Ungültiger extra_context.',
  'errors.experiences.busy':
    'Zu viele gleichzeitige Änderungen an dieser Experience. Versuche es gleich noch einmal.',
  'errors.experiences.notForBots': 'Experiences sind nicht für Bots.',
  'errors.experiences.bodyNotUnderstood': 'Der Inhalt der Anfrage ist nicht verständlich.',
  'errors.experiences.noPlaced': 'Diese platzierte Experience gibt es nicht.',
};
