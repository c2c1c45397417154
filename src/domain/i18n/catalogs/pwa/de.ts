import type { PwaMessageId } from './en.ts';

/** German: the installable app, the video errors and the shared pictures (decision 064). */
export const dePwa: Record<PwaMessageId, string> = {
  'pwa.offline.title': 'Du bist offline',
  'pwa.offline.lead':
    'Diese Seite braucht eine Verbindung. Diese Pins und Pinnwände, die du kürzlich angesehen hast, öffnen sich auch ohne:',
  'pwa.offline.none':
    'Noch ist nichts, was du kürzlich angesehen hast, für die Offline-Nutzung gespeichert. Pins und Pinnwände, die du online öffnest, findest du beim nächsten Mal hier.',
  'pwa.offline.pins': 'Pins',
  'pwa.offline.boards': 'Pinnwände',
  'pwa.offline.untitledPin': 'Pin',
  'pwa.offline.untitledBoard': 'Pinnwand',
  'pwa.offline.retry': 'Erneut versuchen',
  'pwa.kept.title': 'Aufbewahrt, bis du online bist',
  'pwa.kept.notKeptTitle': 'Diese Freigabe konnte nicht aufbewahrt werden',
  'pwa.kept.full':
    'Auf diesem Gerät warten schon {max} Freigaben. Geh online, um sie hochzuladen, und teile dann noch einmal.',
  'pwa.kept.noRoom':
    'Auf diesem Gerät ist kein Platz, um die Freigabe aufzubewahren. Schaffe etwas Platz oder geh online und teile noch einmal.',
  'pwa.kept.open': 'Tessera öffnen',
  'pwa.kept.lead':
    '{count, plural, =0 {Was du geteilt hast, wird auf diesem Gerät aufbewahrt. Tessera lädt es hoch, sobald du wieder online bist, und sagt dir Bescheid; dann machst du Pins daraus.} one {Dein Bild wird auf diesem Gerät aufbewahrt. Tessera lädt es hoch, sobald du wieder online bist, und sagt dir Bescheid; dann machst du Pins daraus.} other {Deine # Bilder werden auf diesem Gerät aufbewahrt. Tessera lädt sie hoch, sobald du wieder online bist, und sagt dir Bescheid; dann machst du Pins daraus.}}',
  'pwa.share.problemTitle': 'Diese Freigabe konnte nicht geöffnet werden',
  'pwa.share.openBuilder': 'Pin erstellen öffnen',
  'pwa.share.tooMany':
    'Du kannst bis zu {max} Bilder auf einmal teilen. Wähle {max} oder weniger aus und teile noch einmal.',
  'pwa.share.tooLarge': 'Ein geteiltes Bild ist zu groß. Bilder müssen kleiner als 20 MB sein.',
  'pwa.share.malformed':
    'Die Freigabe ist nicht vollständig angekommen. Teile die Bilder noch einmal.',
  'pwa.manifest.create': 'Pin erstellen',
  'pwa.manifest.createShort': 'Erstellen',
  'pwa.manifest.search': 'Suchen',
  'pwa.manifest.messages': 'Nachrichten',
  'share.keptUploaded':
    '{count, plural, =0 {Was du offline geteilt hast, ist hochgeladen} one {Das Bild, das du offline geteilt hast, ist hochgeladen} other {Die # Bilder, die du offline geteilt hast, sind hochgeladen}}',
  'share.keptRefused':
    'Eine auf diesem Gerät aufbewahrte Freigabe konnte nicht hochgeladen werden. {problem}',
  'share.makePins': 'Pins erstellen',
  'builder.shareProblem.notAnImage':
    'Eine geteilte Datei ist kein Bild, das Tessera lesen kann (JPEG, PNG, WebP, GIF oder AVIF).',
  'builder.shareProblem.tooLarge':
    'Ein geteiltes Bild ist zu groß. Bilder müssen kleiner als 20 MB und 50 Megapixel sein.',
  'builder.shareProblem.empty': 'Eine geteilte Datei war leer.',
  'video.error.aborted': 'Das Video hat aufgehört zu laden, bevor es abgespielt werden konnte.',
  'video.error.network':
    'Ein Netzwerkproblem hat dieses Video angehalten. Prüfe deine Verbindung und versuche es noch einmal.',
  'video.error.decode': 'Dieses Video konnte nicht dekodiert werden.',
  'video.error.unsupported': 'Dein Browser unterstützt dieses Videoformat nicht.',
  'video.error.other': 'Dieses Video kann nicht abgespielt werden.',
};
