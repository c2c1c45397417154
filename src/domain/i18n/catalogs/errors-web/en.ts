/**
 * Decision 064: what fetching a picture or page from another site, reading an uploaded picture
 * and reading a page's request answer when they fail, said in the request's language by `tr`;
 * server-only (the `errors` prefix), no bundle carries them.
 */
export const enErrorsWeb = {
  // a picture or page fetched from another site (images/fetch-url.ts)
  'errors.fetch.pictureAddress': 'Enter the full address of a picture, like https://…',
  'errors.fetch.httpOnly': 'Only http and https addresses can be used.',
  'errors.fetch.blocked': 'Tessera cannot fetch pictures from that address.',
  'errors.fetch.noSuchSite': 'Tessera could not find that website.',
  'errors.fetch.pictureTooBig': 'That picture is too big. Use one under 20 MB.',
  'errors.fetch.pictureTimeout': 'That website took too long to send the picture.',
  'errors.fetch.noPicture': 'Tessera could not get a picture from that address.',
  'errors.fetch.noPictureStatus':
    'Tessera could not get a picture from that address (the website answered {status}).',
  'errors.fetch.tooManyRedirects': 'That address redirects too many times.',
  'errors.fetch.pageAddress': 'Enter the full address of a page, like https://…',
  'errors.fetch.pageBlocked': 'Tessera cannot open pages at that address.',
  'errors.fetch.pageUnreachable': 'Tessera could not open that page.',
  'errors.fetch.pageStatus': 'Tessera could not open that page (the website answered {status}).',
  'errors.fetch.pageTooBig': 'That page is too big to read (over 2 MB).',
  'errors.fetch.pageTimeout': 'That website took too long to answer.',
  'errors.fetch.notHtml':
    'That address is not a web page (it is not HTML). To save a picture itself, paste its address under "or save from a URL".',
  'errors.fetch.notJson': 'That address did not answer as an API (not JSON).',
  'errors.fetch.badJson': 'That address answered JSON Tessera cannot read.',
  // an uploaded picture (images/pipeline.ts, images/heic.ts)
  'errors.images.unsupportedFormat':
    "Tessera can't use {format} images (use JPEG, PNG, WebP, GIF or AVIF).",
  'errors.images.heicUnreadable': 'This HEIC picture could not be read.',
  'errors.images.heicEmpty': 'This HEIC file holds no picture.',
  'errors.images.heicTooManyPixels':
    'This HEIC picture is {width} × {height} pixels, more than a picture may have.',
  // too many at once (services/platform/rate-limit.ts `consume`)
  'errors.comments.tooFast':
    'You’re commenting very fast. Please wait a few minutes and try again.',
  'errors.feedback.tooManyReports':
    'You have sent many reports in a short time. Please try again later.',
  // a page request refused before the page (page-input.ts, ssr.ts): a plain page in the reader's language
  'errors.page.badAddressTitle': 'Bad address',
  'errors.page.badEscape': 'This address has a broken %-escape.',
  'errors.page.addressProblem':
    'This address {problem, select, lone_surrogate {contains an invalid character (a lone surrogate)} other {contains a control character}}.',
  'errors.page.parameterProblem':
    'The parameter “{name}” {problem, select, lone_surrogate {contains an invalid character (a lone surrogate)} other {contains a control character (only tab and line breaks are allowed)}}.',
  'errors.page.methodTitle': 'Method not allowed',
  'errors.page.method': 'This page takes {allow}, not {method}.',
  'errors.page.notFormTitle': 'Not a form',
  'errors.page.notForm':
    'Pages take form posts (application/x-www-form-urlencoded or multipart/form-data).',
  'errors.page.tooLargeTitle': 'Too large',
  'errors.page.tooLarge': 'This form sent more than {mb} MB, which is more than this page takes.',
  'errors.page.cutOffTitle': 'Incomplete form',
  'errors.page.cutOff': 'The form was cut off.',
  'errors.page.malformedTitle': 'Malformed form',
  'errors.page.malformed': 'This form could not be read.',
  'errors.page.malformedMultipart':
    'This form could not be read: the multipart body is malformed (missing or wrong boundary, or cut off).',
  'errors.page.checkFormTitle': 'Check the form',
  'errors.page.fieldProblem':
    'The field “{name}” {problem, select, lone_surrogate {contains an invalid character (a lone surrogate)} other {contains a control character (only tab and line breaks are allowed)}}.',
  'errors.page.refusedTitle': 'Refused',
  'errors.page.badRequestTitle': 'Bad request',
  'errors.page.badHost': 'The Host header is not a valid host.',
  'errors.page.goHome': 'Go to the home feed',
  // the web app's own calls (api/)
  'errors.api.boardIdOrSlug': 'Give board_id, or username and slug.',
  'errors.api.liveLogIn': 'Log in to get live updates.',
  'errors.api.liveAge': 'must be a whole number of milliseconds, at most 9 digits.',
  // pages the server writes without React (the `server` prefix: server-only too)
  'server.embed.viewOn': 'View on Tessera',
  'server.embed.unavailable': 'This Pin is not available.',
  'errors.images.storeDown':
    'The image store is not answering, so images cannot be saved or shown right now. Try again in a moment.',
  'errors.images.notAnImage':
    'The file is not an image Tessera can read (use JPEG, PNG, WebP, GIF or AVIF).',
  'errors.images.tooManyPixels': 'The image is too large: at most {megapixels, number} megapixels.',
  'errors.images.tooLarge': 'The image is larger than {mb, number} MB.',
  // page forms (app/features/*.server.ts)
  'errors.forms.unknown': 'This form is not known.',
  'errors.forms.emailMode': 'Choose how your emails come.',
  'server.home.description': 'Discover ideas, save the ones you love, and share them on {name}.',
  'errors.oauth.unknownApp': 'This app is not registered with Tessera.',
  'errors.oauth.unregisteredRedirect':
    'The app sent a redirect_uri it did not register, so Tessera will not send you there.',
  'errors.imports.noSuchImport': 'There is no such import of yours.',
  'errors.imports.noneUnderWay': 'There is no import of yours under way.',
  // log-in prompts of the services (requireUser)
  'errors.collages.seePrompt': 'Log in to see your collages',
  'errors.boards.invitesPrompt': 'Log in to see your invites',
  'errors.ideas.topicsPrompt': 'Log in to pick your topics',
} as const;

export type ErrorsWebMessageId = keyof typeof enErrorsWeb;
