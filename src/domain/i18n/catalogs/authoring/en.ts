/**
 * Decision 064: the words the authoring tools, the import parsers and the API's schemas word
 * themselves, the English source. `admin.expProblem.*` is why an experience cannot be drawn
 * (renderProblem, spec 02 §5): the editor's preview says it (the admin bundle) and so does the
 * server's refusal. The rest is server-only (`errors.*`): the employee tools shared with the CLI
 * (experiences, the domain safety list, Today), the import parsers' errors and per-item reasons,
 * and the messages the API's zod schemas carry (said by services/platform/zod-i18n.ts).
 */
export const enAuthoring = {
  // a tooltip's {boardName} without a board (core: the home page's experiences)
  'exp.yourBoard': 'your board',
  'exp.preview.noRenderer': 'This kind of experience has no renderer yet.',
  'exp.preview.show': 'Show it',
  'exp.preview.again': 'Show again',
  'exp.preview.completed': 'Completed.',
  'exp.preview.dismissed': 'Dismissed.',
  // why an experience cannot be drawn (renderProblem)
  'admin.expProblem.neverShown': 'Experience 1 is never shown.',
  'admin.expProblem.searchDelight': 'A search delight needs its search_query_list.',
  'admin.expProblem.heroText':
    '{display, select, hero {A hero needs its text.} other {A flyout needs its text.}}',
  'admin.expProblem.type0': 'Type 0 is not renderable.',
  'admin.expProblem.modal': 'A modal needs a title, a body and the complete button text.',
  'admin.expProblem.upsell': "An upsell banner needs type 'upsell' and a message.",
  'admin.expProblem.callout':
    'A callout needs a known type (error-callout, info-callout, warning-callout, upsell) and a message.',
  'admin.expProblem.metricsBanner':
    'The metrics banner needs at least 2 buttons, a title_text and a subtitle_text.',
  'admin.expProblem.surveyLink': 'A survey needs its link.',
  'admin.expProblem.popoverAnchor': 'An educational pop-over needs an anchor.',
  'admin.expProblem.popoverAnchorMissing': 'The pop-over’s anchor is not on this page.',
  'admin.expProblem.popoverText': 'An educational pop-over needs a text.',
  'admin.expProblem.tooltipAnchor': 'A tooltip needs an anchor.',
  'admin.expProblem.tooltipAnchorMissing': 'The tooltip’s anchor is not on this page.',
  'admin.expProblem.toastText': 'A toast needs its text.',
  'admin.expProblem.unknownType': 'Type {type} is not a known experience type.',
  // an experience as an author writes it (experience-data.ts, services/experiences)
  'errors.experiences.link':
    'A link must be a path on this site (starting with /) or an http(s) address.',
  'errors.experiences.anchor': 'An anchor is a CSS selector such as [data-anchor="save"].',
  'errors.experiences.countries': 'Countries are two capital letters, like US.',
  'errors.experiences.locales': 'Locales look like en or en-GB.',
  'errors.experiences.placedKey': "Each entry is 'placement:experience'.",
  'errors.experiences.name': 'Give the experience a name.',
  'errors.experiences.unknownType': 'Unknown experience type.',
  'errors.experiences.placements': 'Choose at least one placement.',
  'errors.experiences.endAfterStart': 'The end must come after the start.',
  'errors.experiences.extraContextKeys': 'extra_context holds at most 20 keys.',
  'errors.experiences.extraContextJson': 'extra_context is not valid JSON.',
  'errors.experiences.logInToAuthor': 'Log in to author experiences',
  'errors.experiences.wholeExperience': '(the experience)',
  'errors.experiences.noExperience': 'There is no experience {id}.',
  'errors.experiences.idTaken':
    'An experience with id {id} already exists: choose another id, or edit that one.',
  'errors.experiences.exists': 'That experience already exists.',
  'errors.experiences.idFixed': 'The id of an experience cannot change.',
  'errors.experiences.badState': 'The state must be active, paused or draft.',
  'errors.experiences.cannotActivate': 'It can’t be activated: {why}',
  'errors.experiences.notAList': 'The file must hold a JSON list ([ … ]) of experiences.',
  'errors.experiences.item': 'item {index}',
  'errors.experiences.itemNamed': 'item {index} ("{name}")',
  'errors.experiences.idTwice': "The id {id} is also item {first}'s.",
  'errors.experiences.wholeItem': '(the item)',
  // the domain safety list (outbound/safety-list.ts)
  'errors.domains.notADomainHint':
    '"{host}" is not a domain: give a host name such as spam.example, or an IP address.',
  'errors.domains.notADomain': '"{host}" is not a domain.',
  'errors.domains.badStatus': 'The status must be blocked, suspicious or porn.',
  'errors.domains.messageTooLong': 'The message must be at most {max} characters.',
  // Today's articles (today/author.ts)
  'errors.today.logIn': 'Log in to compose articles',
  'errors.today.titleTooLong': 'The title is at most {maximum} characters.',
  'errors.today.subtitleTooLong': 'The subtitle is at most {maximum} characters.',
  'errors.today.bodyTooLong': 'The text is at most {maximum} characters.',
  'errors.today.titleRequired': 'The title is required.',
  'errors.today.chooseKind': 'Choose one of the kinds.',
  // the import parsers (domain/imports) and their files
  'errors.imports.sourceOneOf': 'source must be one of {sources}',
  'errors.imports.tooLarge': 'That file is over {mb} MB, more than an export of this kind holds.',
  'errors.imports.notPinryData':
    'That is not Pinry’s data: save the answers of your instance’s /api/v2/pins/ (and /api/v2/boards/) as JSON, or give its address and a token.',
  'errors.imports.notKarakeep':
    'That is not a Karakeep export: Karakeep writes one JSON file with a list of bookmarks (Settings → Import / Export → Export links and notes).',
  'errors.imports.tesseraJsonNotOne':
    'That ZIP is not a Tessera export: its tessera.json is not one.',
  'errors.imports.newerTessera':
    'That export was made by a newer Tessera than this one: update this server first.',
  'errors.imports.pinterestNoPicture': 'It names no picture Tessera can fetch.',
  'errors.imports.pinryPin': 'Pinry pin {key}',
  'errors.imports.pinryNoPicture': 'This Pinry pin names no picture Tessera can fetch.',
  'errors.imports.aNote': 'A note',
  'errors.imports.karakeepNote': 'A Karakeep note is text only: it has no picture to pin.',
  'errors.imports.aKarakeepBookmark': 'A Karakeep bookmark',
  'errors.imports.karakeepAsset':
    'Karakeep’s export leaves out the pictures and files it stored, so this one cannot come.',
  'errors.imports.aKarakeepLink': 'A Karakeep link',
  'errors.imports.linkNotWeb':
    'This link is not a web page (only http and https addresses can be pins).',
  'errors.imports.aBookmark': 'A bookmark',
  'errors.imports.bookmarkNotWeb':
    'This bookmark is not a web page (only http and https addresses can be pins).',
  'errors.imports.pinNumber': 'Pin {id}',
  'errors.imports.pictureNotInExport': 'Its picture is not in the export.',
  'errors.imports.notAPicture': 'This file is not a picture, though its name says it is.',
  'errors.imports.shaDiffers': 'Its picture is not the one the export made (its sha256 differs).',
  // a ZIP refused before anything is unpacked (domain/imports/zip-entries.ts, imports/zip-file.ts)
  'errors.imports.zipRefused': 'That ZIP is refused: it holds {why}. Nothing was imported.',
  'errors.imports.zipNul': 'a file name with a NUL in it',
  'errors.imports.zipBackslash': 'a path with a backslash ({name})',
  'errors.imports.zipAbsolute': 'an absolute path ({name})',
  'errors.imports.zipOutOfFolder': 'a path out of its folder ({name})',
  'errors.imports.zipSymlink': 'a symbolic link ({name})',
  'errors.imports.zipEntryTooBig': '{name} is over {mb} MB uncompressed',
  'errors.imports.zipBomb': '{name} unpacks to over {ratio} times its size',
  'errors.imports.zipTotal': 'over 2 GB uncompressed',
  // the import's run (services/imports/run.ts): its report, in its person's language
  'errors.imports.notFetched': 'The picture could not be fetched: {why}',
  'errors.imports.notRead': 'The picture could not be read: {why}',
  'errors.imports.haveLink': 'You already have a Pin with this link.',
  'errors.imports.havePicture': 'You already have a Pin with this picture.',
  'errors.imports.pictureGone': 'Its picture was no longer kept: import the file again.',
  // the v5 API's parameters (api/v5/schemas.ts)
  'errors.v5.idDigits': 'Ids are digits.',
  // the API's own checks (api/text.ts, api/pins/offsite.ts, api/collages/options.ts)
  'errors.api.controlCharacter':
    'contains a control character (only tab and line breaks are allowed)',
  'errors.api.loneSurrogate': 'contains an invalid character (a lone surrogate)',
  'errors.api.offsitePinId': 'pin_id must be the id of a Pin.',
  'errors.api.offsiteUrl': 'url must be the link to check.',
  'errors.api.offsiteTooLong': '{field} is too long.',
  'errors.collages.titleMax': 'must have at most {maximum} characters',
  'errors.collages.itemsMax': 'a collage can have at most {maximum} cut-outs',
  // the API's schemas' own words (resource options: ids, pins, ideas, search, analytics)
  'errors.api.numericId': 'must be a numeric id',
  'errors.api.outOfRange': 'is out of range',
  'errors.api.numericPlacementId': 'must be a numeric placement id',
  'errors.api.interestSlug': 'must be an interest slug',
  'errors.api.interestWhich': 'interest_id or slug is required',
  'errors.api.commentTooLong': 'is far too long for a comment',
  'errors.api.repinTitleMax': 'title: at most {maximum} characters',
  'errors.api.repinDescriptionMax': 'description: at most {maximum} characters',
  'errors.api.feedbackTypeOneOf': 'feedback_type must be one of {options}.',
  'errors.api.reportReason': 'Choose one of the reasons to report this Pin.',
  'errors.api.daysOneOf': 'days must be one of {options}',
  'errors.api.inviteWho': 'Give username or invited_user_id of the person to invite.',
  'errors.api.searchSomething': 'type something to search for',
  'errors.api.searchDeleteWhich':
    'give either query (one search to remove) or all: true (clear the list)',
  'errors.api.upToTime': 'up_to: give the time of the newest notification shown.',
  'errors.api.adId': 'must be letters, digits, - or _ (at most 64).',
  'errors.api.sourceEventId': 'must be an unsigned 64-bit number.',
  'errors.api.destinationJson': 'must be a JSON list of origins.',
  'errors.api.destinationEmpty': 'must name an origin.',
  'errors.api.hostName': 'must be a host name.',
} as const;

export type AuthoringMessageId = keyof typeof enAuthoring;
