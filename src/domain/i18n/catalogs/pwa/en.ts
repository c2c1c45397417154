/**
 * Decision 064: the installable app's words (decision 062, 065), the video player's errors and the
 * shared pictures' problems. `pwa.` texts are said by the server only (the share pages, the
 * manifest, and the service worker's texts it fetches as JSON, `/sw-texts.json`); no bundle
 * carries them. `share.kept…` and `video.` are core (any page), `builder.` the builder's.
 */
export const enPwa = {
  // the service worker's offline page (decision 062)
  'pwa.offline.title': "You're offline",
  'pwa.offline.lead':
    'This page needs a connection. These pins and boards you saw recently open without one:',
  'pwa.offline.none':
    'Nothing you saw recently is kept for offline use yet. Pins and boards you open while online will be here next time.',
  'pwa.offline.pins': 'Pins',
  'pwa.offline.boards': 'Boards',
  'pwa.offline.untitledPin': 'Pin',
  'pwa.offline.untitledBoard': 'Board',
  'pwa.offline.retry': 'Try again',
  // a share kept on the device while offline (issue 38)
  'pwa.kept.title': 'Kept until you are online',
  'pwa.kept.notKeptTitle': 'This share could not be kept',
  'pwa.kept.full':
    '{max} shares are already waiting on this device. Go online to upload them, then share again.',
  'pwa.kept.noRoom':
    'This device has no room to keep the share. Free some space, or go online, and share again.',
  'pwa.kept.open': 'Open Tessera',
  'pwa.kept.lead':
    '{count, plural, =0 {What you shared is kept on this device. Tessera uploads it as soon as you are online again and tells you; then you make Pins from it.} one {Your picture is kept on this device. Tessera uploads it as soon as you are online again and tells you; then you make Pins from it.} other {Your # pictures are kept on this device. Tessera uploads them as soon as you are online again and tells you; then you make Pins from them.}}',
  // the page a share that cannot open the builder answers with (decision 065)
  'pwa.share.problemTitle': 'This share could not be opened',
  'pwa.share.openBuilder': 'Open Create Pin',
  'pwa.share.tooMany':
    'You can share up to {max} pictures at once. Choose {max} or fewer and share again.',
  'pwa.share.tooLarge': 'One shared picture is too big. Pictures must be under 20 MB.',
  'pwa.share.malformed': 'The share did not arrive whole. Share the pictures again.',
  // the manifest's shortcuts (decision 062)
  'pwa.manifest.create': 'Create a pin',
  'pwa.manifest.createShort': 'Create',
  'pwa.manifest.search': 'Search',
  'pwa.manifest.messages': 'Messages',
  // a kept share once uploaded: the page's toast and the worker's notification
  'share.keptUploaded':
    '{count, plural, =0 {What you shared offline is uploaded} one {The picture you shared offline is uploaded} other {The # pictures you shared offline are uploaded}}',
  'share.keptRefused': 'A share kept on this device could not be uploaded. {problem}',
  'share.makePins': 'Make Pins',
  // a shared file the server did not store, in the builder (decision 065)
  'builder.shareProblem.notAnImage':
    'One shared file is not a picture Tessera can read (JPEG, PNG, WebP, GIF or AVIF).',
  'builder.shareProblem.tooLarge':
    'One shared picture is too big. Pictures must be under 20 MB and 50 megapixels.',
  'builder.shareProblem.empty': 'One shared file was empty.',
  // spec 01 §9 (P-400): the video error codes 1-4
  'video.error.aborted': 'The video stopped loading before it could play.',
  'video.error.network':
    'A network problem stopped this video. Check your connection and try again.',
  'video.error.decode': 'This video could not be decoded.',
  'video.error.unsupported': 'This video format is not supported by your browser.',
  'video.error.other': 'This video cannot be played.',
} as const;

export type PwaMessageId = keyof typeof enPwa;
