/**
 * Decision 064: words domain rules decide (issue 38's remaining ones). `absent.` are the pages of
 * the spec's routes Tessera does not have, said by their loader; `errors.` what the services
 * answer with; both are server-only. `boards.` and `builder.` travel in their parts' bundles,
 * `consent.` in core.
 */
export const enRulesContent = {
  // decision 030: routes of the spec's catalogue that Tessera does not have
  'absent.notPart': 'Not part of Tessera',
  'absent.noAds': 'No ads',
  'absent.adTools':
    'Tessera has no ads business: nobody buys placements on this server, so there are no ad accounts, campaigns, audiences or invoices to manage.',
  'absent.businessManager':
    'Business manager (shared access, hierarchies, catalogs and brand safety for teams that run ad accounts) belongs to a hosted ads platform. In Tessera a business account is one person’s account with stats on their Pins.',
  'absent.emailSurveys': 'No email surveys',
  'absent.emailSurveysWhy': 'Tessera does not send surveys by email.',
  'absent.emailVerification': 'No email verification links',
  'absent.emailVerificationWhy':
    'Tessera does not send links to verify an email address, so there is no verification that could have failed. Your email is used for password resets.',
  'absent.appeals': 'No appeals',
  'absent.appealsWhy':
    'Pins on this server are removed by the people who run it, after a report. There is no appeal form: ask them directly.',
  'absent.ageChecks': 'No age checks',
  'absent.ageChecksWhy': 'Tessera does not check ages, so there is nothing to appeal.',
  'absent.appSignIn': 'No app sign-in',
  'absent.appSignInWhy':
    'Pinterest’s app factory is not part of Tessera; apps sign in through /oauth/ (OAuth 2.0).',
  'absent.liveStudio': 'No live studio',
  'absent.liveStudioWhy':
    'Tessera has no live video: Pins can hold videos, and you make them in the Pin builder.',
  // the shopping pages' filters (spec 01 §8)
  'errors.shopping.minPrice': 'The lowest price must be a price such as 25 or 19.99.',
  'errors.shopping.maxPrice': 'The highest price must be a price such as 25 or 19.99.',
  'errors.shopping.minAboveMax': 'The lowest price is above the highest price.',
  'errors.shopping.flags': 'in_stock and free_shipping take 1 (on) or 0 (off).',
  'errors.shopping.brandTooLong': 'That brand name is too long.',
  'errors.shopping.sortBy': 'Sort by one of: {name}.',
  // what a person may type into a pin (decision 006)
  'errors.pins.titleTooLong': 'Title can be at most {max} characters.',
  'errors.pins.descriptionTooLong': 'Description can be at most {max} characters.',
  'errors.pins.altTextTooLong': 'Alt text can be at most {max} characters.',
  'errors.pins.linkTooLong': 'The link can be at most {max} characters.',
  'errors.pins.linkNotWeb': 'Enter a web address that starts with http:// or https://.',
  // comments, onboarding (the onboarding page says it too: in its bundle)
  'errors.comments.empty': 'Write a comment first.',
  'errors.comments.tooLong': 'A comment can be at most {max} characters.',
  // spec 01 §7: an outbound link's warning when the employee who listed its site gave none (the
  // employees' form shows it as the default: in their bundle)
  'ideas.unknownTopic': 'That topic is not known. Reload the page and try again.',
  'admin.domains.defaultBlocked':
    'This link goes to a site that has been reported for spam or harmful content, so Tessera does not open it.',
  'admin.domains.defaultSuspicious':
    'This link looks suspicious: it may lead to spam, or to a site that tries to get your details.',
  'admin.domains.defaultPorn': 'This link leads to adult content, which Tessera does not link to.',
  // a board's and a section's texts (the dialogs and the API alike)
  'boards.problem.nameEmpty': "Board name can't be empty.",
  'boards.problem.nameTooLong': 'Board name can be at most {max} characters.',
  'boards.problem.descriptionEmpty': "Description can't be empty.",
  'boards.problem.descriptionTooLong': 'Description can be at most {max} characters.',
  'boards.problem.sectionTitleEmpty': "Section name can't be empty.",
  'boards.problem.sectionTitleTooLong': 'Section name can be at most {max} characters.',
  // the pin builder opened by the bookmarklet without a picture (decision 051)
  'builder.noPictureFromSite':
    'The site didn’t say which picture to save. Add it here: upload it or paste its address.',
  // spec 02 §8 (M-393): the toast after a cookie choice
  'consent.savedToast':
    'We saved your cookie preferences. You can change them in the settings section of your profile at any time.',
  'consent.notSaved': 'Your choice was not saved. Please try again.',
  // the unsubscribe page (M-076): what was turned off, when it was every notification email
  'pages.email.allLabel': 'all notification',
  // the analytics overview's CSV export: its header (the metrics' are analytics.metric.*)
  'analytics.csv.pinId': 'Pin id',
  'analytics.csv.title': 'Title',
  'analytics.csv.pinUrl': 'Pin URL',
  'analytics.csv.from': 'From',
  'analytics.csv.to': 'To',
  // a pin's image alt text (spec 02 §9, spec 01 §5) and its card link's name (WCAG 2.5.3)
  'pins.altContains': 'This contains: {text}',
  'pins.altMayContain': 'This may contain: {text}',
  'pins.altImageOf': 'This contains an image of: {text}',
  'pins.linkVideo': '{name}, video {time}',
  'pins.linkGif': '{name}, GIF',
  // spec 01 §2 (P-062): the closeup's shop-the-look tag, whose words are ours
  'closeup.shopTheLook': 'Shop the look',
} as const;

export type RulesContentMessageId = keyof typeof enRulesContent;
