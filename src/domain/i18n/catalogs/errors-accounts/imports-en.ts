/** Decision 064: the imports' errors (services/imports, api/imports), the English source. */
export const enErrorsImports = {
  // imports
  'errors.imports.underWay': 'An import of yours is under way: wait for it to end, or cancel it.',
  'errors.imports.pageUnreadable': 'The page could not be read: {reason}',
  'errors.imports.noPin': 'That website asks that its pages not be saved to Tessera.',
  'errors.imports.noPicture': 'Tessera found no picture on that page.',
  'errors.imports.pinryAddress': 'Enter your Pinry’s address, like https://pinry.example.org',
  'errors.imports.pinryToken': 'Enter your Pinry API token.',
  'errors.imports.pinrySlow': 'Your Pinry took too long to send your pins. Try again later.',
  'errors.imports.pinryRefused': 'Your Pinry refused that token.',
  'errors.imports.pinryUnreachable': 'Tessera cannot reach a Pinry at that address.',
  'errors.imports.pinryUnreadable': 'Tessera could not read your Pinry: {reason}',
  'errors.imports.pinryUnknownToken': 'Your Pinry did not recognize that token.',
  'errors.imports.notPinry': 'That address did not answer as Pinry’s API does.',
  'errors.imports.notPinterest':
    'That is not a Pinterest data export: Pinterest sends one HTML page (pinterest.html).',
  'errors.imports.notBookmarks':
    'That is not a bookmarks file: export your bookmarks from your browser as HTML (Bookmarks → Export bookmarks).',
  'errors.imports.noPins': 'That file holds no pins to import.',
  'errors.imports.tooManyPins':
    'That file holds {count, number} pins; one import takes at most {max, number}. Split it and import each part.',
  'errors.imports.notTesseraZip':
    'That ZIP is not a Tessera export: it has no tessera.json (Settings → Download your data makes one).',
  'errors.imports.badTesseraJson':
    'The tessera.json in that ZIP is not readable JSON: export again.',
  'errors.imports.tooManyFiles':
    'That ZIP holds {count, number} files; one import takes at most {max, number}. Split it and import each part.',
  'errors.imports.logIn': 'Log in to import your Pins',
  'errors.imports.oneFile': 'Send one export file at a time.',
  'errors.imports.pinryFields':
    'Enter your Pinry’s address and token, or choose its saved answers to import.',
  'errors.imports.chooseFile': 'Choose your export file to import.',
  'errors.imports.sayTheSource': 'Say the source.',
  'errors.imports.multipart': 'Send the export as multipart/form-data in a field named file.',
  'errors.imports.tooManyUploads': 'You have sent many files this hour. Try again later.',
  'errors.imports.zipUnreadable': 'That ZIP cannot be read ({why}). Make it again and import that.',
} as const;
