/**
 * Decision 064: the errors the content services answer with (boards, pins, comments, collages,
 * sharing, feedback, outbound, shopping, ideas, feeds, search, Today, experiences), said in the
 * request's language by `tr`; server-only (the `errors` prefix), no bundle carries them.
 */
export const enErrorsContent = {
  // boards
  'errors.boards.cantInvite': 'You can’t invite people to this board.',
  'errors.boards.cantManageInvites': 'You can’t manage invites of this board.',
  'errors.boards.personGone': 'That person no longer has a Tessera account.',
  'errors.boards.ownerChangesPermissions':
    'Only the board owner can change what collaborators may do.',
  'errors.boards.ownerDoesAll': 'The owner can always do everything on their board.',
  'errors.boards.notCollaborator': 'That person is not a collaborator on this board.',
  'errors.boards.ownerCantLeave':
    'You own this board, so you can’t leave it. You can delete the board instead.',
  'errors.boards.ownerCantBeRemoved': 'The board owner can’t be removed.',
  'errors.boards.youAreNotCollaborator': 'You are not a collaborator on this board.',
  'errors.boards.ownerRemoves': 'Only the board owner can remove other collaborators.',
  'errors.boards.sectionNotOnBoard': 'That section is not on this board.',
  'errors.boards.selectAPin': 'Select at least one Pin.',
  'errors.boards.cantMovePins': "You don't have permission to move Pins on this board.",
  'errors.boards.selectedNotOnBoard': 'Some of the selected Pins are not on this board.',
  'errors.boards.sectionNameTaken': 'That section name was just taken. Please try again.',
  'errors.boards.onlyForYourself': 'You can only create boards for yourself.',
  'errors.boards.quickSavesExists': 'You already have a Quick Saves board.',
  'errors.boards.nameTaken': 'That board name was just taken. Please try again.',
  'errors.boards.ownerSettings':
    'Only the board owner can change its privacy, archive it or share it.',
  'errors.boards.coverNotOnBoard': 'The cover must be a Pin on this board.',
  'errors.boards.noPermission': "You don't have permission to do that on this board.",
  'errors.boards.cantFollowOwn': "You can't follow your own board.",
  'errors.boards.giveUsername': 'Give the username of the person to invite.',
  'errors.boards.ownerChoosesPermissions':
    'Only the board owner can choose what collaborators may do.',
  'errors.boards.cantInviteYourself': 'You can’t invite yourself.',
  'errors.boards.ownerCancelsInvites': 'Only the board owner can cancel invites.',
  'errors.boards.noInviteForPerson': 'There is no pending invite for that person.',
  'errors.boards.boardOnce': 'Each board may appear only once.',
  'errors.boards.orderOwnBoards': 'You can only order your own boards.',
  'errors.boards.pinOnce': 'Each Pin may appear only once.',
  'errors.boards.pinsNotOnBoard': 'Some of these Pins are not on this board.',
  'errors.boards.sectionNotFound': 'This section does not exist or is not visible to you.',
  'errors.boards.badBookmark': 'The bookmark is not valid; start again from the first page.',
  'errors.boards.badInviteLink':
    'This invite link doesn’t work any more. Ask the board owner for a new one.',
  'errors.boards.notFound': 'This board does not exist or is not visible to you.',
  'errors.boards.archived': 'This board is archived. Unarchive it before you save Pins to it.',
  'errors.boards.noPendingInvite': 'You have no pending invite to this board.',
  'errors.boards.unknownPermission': 'Unknown permission {bad}. Permissions are: {known}.',
  'errors.boards.noProfileNamed': 'There is no profile named {name}.',
  'errors.boards.inviteeOwns': '{username} owns this board.',
  'errors.boards.alreadyCollaborates': '{username} already collaborates on this board.',
  'errors.boards.unknownSort': 'Unknown sort: {sort}.',
  // pins
  'errors.pins.tooManyShares':
    'Many pictures were shared from here. Log in, or wait a while and share again.',
  'errors.pins.tooManyUploads':
    'You have uploaded a lot of pictures. Please wait a while and try again.',
  'errors.pins.pictureTooBig': 'That picture is too big. Use one under 20 MB.',
  'errors.pins.tooManyPixels': 'That picture has too many pixels. Use one under 50 megapixels.',
  'errors.pins.notAPicture':
    'That file is not a picture Tessera can read. Use a JPEG, PNG, WebP, GIF or AVIF.',
  'errors.pins.notYourBoard':
    'You can only save Pins to your own boards or boards you collaborate on.',
  'errors.pins.sectionNotOnChosenBoard': 'That section is not on the chosen board.',
  'errors.pins.chooseBoard': 'Choose the board the section belongs to.',
  'errors.pins.unknownImage': 'Upload the picture first: that image_signature is unknown.',
  'errors.pins.editOwn': 'You can only edit your own Pins.',
  'errors.pins.deleteOwn': 'You can only delete your own Pins.',
  'errors.pins.cantMoveOff': 'You may not move Pins off this board.',
  'errors.pins.onlySaverMoves': 'Only the person who saved this Pin can move it to their profile.',
  'errors.pins.unavailable': 'Unavailable',
  'errors.pins.removedByCreator': 'Removed by the creator',
  'errors.pins.siteOptsOut': 'That website asks that its pages not be saved to Tessera.',
  'errors.pins.noPictures': 'Tessera found no pictures to save on that page.',
  'errors.pins.thatPinNotFound': 'That Pin does not exist or is not visible to you.',
  'errors.pins.chooseBoardOfSection': 'Choose the board the section is on.',
  'errors.pins.thatBoardNotFound': 'That board does not exist or is not visible to you.',
  'errors.pins.cantSaveHere': "You can't save Pins to this board.",
  'errors.pins.saveFailed': 'The Pin could not be saved. Try again.',
  'errors.pins.profileNotFound': 'That profile does not exist or is not visible to you.',
  'errors.pins.sendPicture':
    'Send a picture as multipart/form-data (field file) or JSON {example}.',
  'errors.pins.onlyJson': 'Only the json format is offered.',
  'errors.pins.sendPageUrl': 'Send JSON {example}: the page’s address.',
  'errors.pins.notFound': 'This Pin does not exist or is not visible to you.',
  'errors.pins.removedAfterReport': 'Removed for going against the community guidelines',
  // comments
  'errors.comments.replyToRoot': 'Reply to the comment this reply answers.',
  'errors.comments.cantReply': 'You can’t reply to this comment.',
  'errors.comments.noMoreReplies': 'This comment takes no more replies.',
  'errors.comments.cantComment': 'You can’t comment on this Pin.',
  'errors.comments.saveFailed': 'The comment could not be saved.',
  'errors.comments.authorEdits': 'Only its author can edit a comment.',
  'errors.comments.deleteOwn': 'You can delete only your own comments, or any on your own Pin.',
  'errors.comments.pinOwnerTurnsOff': 'Only the Pin’s owner can turn its comments off.',
  'errors.comments.boardGone': 'This board doesn’t exist.',
  'errors.comments.boardOwnerTurnsOff': 'Only the board’s owner can turn its comments off.',
  'errors.comments.chooseReason': 'Choose one of the reasons to report this comment.',
  'errors.comments.gone': 'This comment no longer exists.',
  'errors.comments.cantReportOwn': 'You can’t report your own comment.',
  'errors.comments.noReport': 'That report does not exist.',
  'errors.comments.badBookmark': 'bookmark: is not one this list gave out.',
  'errors.comments.closed': 'Comments are turned off for this Pin.',
  'errors.comments.alreadyResolved':
    'That report was already {status, select, removed {removed} dismissed {dismissed} other {{status}}}.',
  // collages
  'errors.collages.cropOutside': 'A cut-out’s crop must lie inside its Pin’s image.',
  'errors.collages.published': 'A published collage can’t be changed.',
  'errors.collages.empty': 'Add at least one cut-out before publishing the collage.',
  'errors.collages.notFound': 'That collage does not exist or is not yours.',
  'errors.collages.titleTooLong': "A collage's title can have at most {max} characters.",
  'errors.collages.tooManyItems': 'A collage can have at most {max} cut-outs.',
  // sharing
  'errors.sharing.notAPinUrl': 'url must be the address of a Pin on this site.',
  'errors.sharing.noPinThere': 'There is no Pin at that address.',
  'errors.sharing.badUrl': 'url must be the address of a Pin, a board or a profile on this site.',
  'errors.sharing.badObjectType': 'object_type must be 0, 1, 2, 3, 5, 6 or 8.',
  'errors.sharing.objectMismatch': 'object_id and path must name the same thing.',
  'errors.sharing.badPath': 'path must be a page of this site.',
  'errors.sharing.noInvite': 'That invite does not exist.',
  // feedback
  'errors.feedback.cantReportOwnProfile': 'You can’t report your own profile.',
  'errors.feedback.profileGone': 'This profile no longer exists.',
  'errors.feedback.alreadyReported':
    'You already reported this profile. We’ll let you know what we decide.',
  'errors.feedback.noOpenReport': 'There is no open report on this profile.',
  'errors.feedback.chooseReason': 'Choose one of the reasons to report this Pin.',
  'errors.feedback.ownPin': 'This is your own Pin: edit or delete it instead.',
  'errors.feedback.unknownType': 'This kind of feedback is not known.',
  // outbound
  'errors.outbound.cantOpen': 'That link cannot be opened.',
  'errors.outbound.notThisPinsLink': 'That link is not the link of this Pin.',
  // shopping
  'errors.shopping.noCategory': 'There is no shopping category with that id.',
  'errors.shopping.badBookmark':
    'The bookmark is not valid for this sort; start again from the first page.',
  // ideas
  'errors.ideas.unknownTopic': 'That topic is not known. Reload the page and try again.',
  'errors.ideas.noSuchPage': 'There is no such ideas page.',
  // search
  'errors.search.emptyQuery': 'query: type something to search for',
  // today
  'errors.today.invalidArticle': 'The article is not valid.',
  'errors.today.noArticle': 'We couldn’t find that article.',
  'errors.today.noInterest': 'That interest does not exist.',
  'errors.today.pastePin': 'Paste a pin’s link or its id, like /pin/1234/.',
  'errors.today.noPin': 'We couldn’t find that pin, or it is on a secret board.',
  'errors.today.pinAlreadyIn': 'That pin is already in this article.',
  'errors.today.pinNotIn': 'That pin is not in this article.',
  'errors.today.addVisiblePin': 'Add a pin readers can see before publishing.',
  'errors.today.tooManyPins': 'An article holds at most {max} pins.',
  // experiences
  'errors.experiences.badPlacedId':
    "placed_experience_id must be 'placement%3Aexperience' or a placed experience id.",
  'errors.experiences.badExtraContext': 'Bad extra_context.',
  'errors.experiences.notForBots': 'Experiences are not for bots.',
  'errors.experiences.bodyNotUnderstood': 'The body is not understood.',
  'errors.experiences.noPlaced': 'There is no such placed experience.',
} as const;

export type ErrorsContentMessageId = keyof typeof enErrorsContent;
