import type { enErrorsImports } from './imports-en.ts';

/** German: the imports' errors (decision 064), part of errors-accounts/de.ts. */
export const deErrorsImports: Record<keyof typeof enErrorsImports, string> = {
  // imports
  'errors.imports.underWay':
    'Ein Import von dir läuft gerade: Warte, bis er fertig ist, oder brich ihn ab.',
  'errors.imports.pageUnreadable': 'Die Seite konnte nicht gelesen werden: {reason}',
  'errors.imports.noPin':
    'Diese Website bittet darum, dass ihre Seiten nicht in Tessera gespeichert werden.',
  'errors.imports.noPicture': 'Tessera hat auf dieser Seite kein Bild gefunden.',
  'errors.imports.pinryAddress':
    'Gib die Adresse deines Pinry ein, zum Beispiel https://pinry.example.org',
  'errors.imports.pinryToken': 'Gib dein Pinry-API-Token ein.',
  'errors.imports.pinrySlow':
    'Dein Pinry hat zu lange gebraucht, um deine Pins zu senden. Versuch es später noch einmal.',
  'errors.imports.pinryRefused': 'Dein Pinry hat dieses Token abgelehnt.',
  'errors.imports.pinryUnreachable': 'Tessera kann unter dieser Adresse kein Pinry erreichen.',
  'errors.imports.pinryUnreadable': 'Tessera konnte dein Pinry nicht lesen: {reason}',
  'errors.imports.pinryUnknownToken': 'Dein Pinry hat dieses Token nicht erkannt.',
  'errors.imports.notPinry':
    'Diese Adresse hat nicht so geantwortet, wie die API von Pinry antwortet.',
  'errors.imports.notPinterest':
    'Das ist kein Datenexport von Pinterest: Pinterest schickt eine HTML-Seite (pinterest.html).',
  'errors.imports.notBookmarks':
    'Das ist keine Lesezeichendatei: Exportiere deine Lesezeichen aus deinem Browser als HTML (Lesezeichen → Lesezeichen exportieren).',
  'errors.imports.noPins': 'Diese Datei enthält keine Pins zum Importieren.',
  'errors.imports.tooManyPins':
    'Diese Datei enthält {count, number} Pins; ein Import nimmt höchstens {max, number}. Teile sie auf und importiere jeden Teil.',
  'errors.imports.notTesseraZip':
    'Diese ZIP-Datei ist kein Tessera-Export: Sie enthält keine tessera.json (Einstellungen → Deine Daten herunterladen erstellt eine).',
  'errors.imports.badTesseraJson':
    'Die tessera.json in dieser ZIP-Datei ist kein lesbares JSON: Exportiere noch einmal.',
  'errors.imports.tooManyFiles':
    'Diese ZIP-Datei enthält {count, number} Dateien; ein Import nimmt höchstens {max, number}. Teile sie auf und importiere jeden Teil.',
  'errors.imports.logIn': 'Melde dich an, um deine Pins zu importieren',
  'errors.imports.oneFile': 'Sende immer nur eine Exportdatei.',
  'errors.imports.pinryFields':
    'Gib die Adresse und das Token deines Pinry ein, oder wähle seine gespeicherten Antworten zum Importieren.',
  'errors.imports.chooseFile': 'Wähle deine Exportdatei zum Importieren.',
  'errors.imports.sayTheSource': 'Gib die Quelle an.',
  'errors.imports.multipart': 'Sende den Export als multipart/form-data in einem Feld namens file.',
  'errors.imports.tooManyUploads':
    'Du hast in dieser Stunde viele Dateien gesendet. Versuch es später noch einmal.',
  'errors.imports.zipUnreadable':
    'Diese ZIP-Datei kann nicht gelesen werden ({why}). Erstelle sie neu und importiere die neue.',
};
