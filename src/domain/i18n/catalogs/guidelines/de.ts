import type { GuidelinesMessageId } from './en.ts';

/** German: the community guidelines page's texts (decision 064), part of de.ts. */
export const deGuidelines: Record<GuidelinesMessageId, string> = {
  'guidelines.title': 'Community-Richtlinien',
  'guidelines.description':
    'Was auf Tessera gehört und was nicht: Sicherheit, Belästigung, Spam, geistiges Eigentum, Inhalte für Erwachsene und wie du etwas meldest.',
  'guidelines.lead':
    'Tessera ist ein Ort, um Ideen zu finden und die zu behalten, die du liebst. Diese Richtlinien sagen, was hierher gehört und was nicht, damit alle ohne Sorge stöbern, speichern und teilen können. Sie gelten für alles auf diesem Tessera: Pins, Pinnwände, Profile, Kommentare und die Links, zu denen Pins führen.',
  'guidelines.runBy':
    'Dieses Tessera wird von den Leuten betrieben, die es hosten. Sie kümmern sich um diese Richtlinien, lesen Meldungen und entscheiden, was online bleibt. Wenn etwas gegen die Richtlinien verstößt, können sie es entfernen, einschränken, wo es angezeigt wird, oder das Konto schließen, das es gepostet hat.',
  'guidelines.onThisPage': 'Auf dieser Seite',
  'guidelines.section.safety': 'Sicherheit',
  'guidelines.section.harassment': 'Belästigung',
  'guidelines.section.spam': 'Spam und Täuschung',
  'guidelines.section.intellectualProperty': 'Geistiges Eigentum',
  'guidelines.section.adultContent': 'Inhalte für Erwachsene',
  'guidelines.section.reporting': 'Melden',
  'guidelines.safety.intro':
    'Sorge dafür, dass Menschen sicher sind. Wir entfernen Inhalte, die Gewalt, Selbstverletzung oder gefährliche Aktivitäten androhen, fördern oder verherrlichen, sowie Inhalte von Gruppen, die Hass oder Gewalt verbreiten.',
  'guidelines.safety.threats': 'Keine Gewaltandrohungen gegen eine Person oder eine Gruppe.',
  'guidelines.safety.selfHarm':
    'Keine Inhalte, die zu Selbstverletzung, Suizid oder Essstörungen ermutigen. Ideen zu Genesung, Unterstützung und Wohlbefinden sind willkommen.',
  'guidelines.safety.dangerousGoods':
    'Keine Anleitungen zu oder Verkäufe von Waffen, Drogen oder anderen gefährlichen Gütern.',
  'guidelines.safety.misinformation':
    'Keine Falschinformationen, die Menschen oder der öffentlichen Gesundheit echten Schaden zufügen könnten.',
  'guidelines.harassment.intro':
    'Begegne anderen mit Respekt. Anderer Meinung zu sein ist in Ordnung, jemanden gezielt anzugreifen nicht. Wir entfernen Inhalte, die eine Person beleidigen, bloßstellen, bedrohen oder ihre Privatsphäre verletzen.',
  'guidelines.harassment.bullying':
    'Kein Mobbing, keine Beleidigungen und keine unerwünschten sexuellen Bemerkungen gegen jemanden.',
  'guidelines.harassment.hate':
    'Keine Hassrede: keine Angriffe auf Menschen für das, was sie sind.',
  'guidelines.harassment.privateInfo':
    'Kein Teilen privater Informationen einer Person, etwa ihrer Adresse, Telefonnummer oder privater Fotos, ohne ihre Zustimmung.',
  'guidelines.harassment.impersonation':
    'Kein Ausgeben als eine andere Person oder Organisation, um andere zu täuschen.',
  'guidelines.spam.intro':
    'Spam macht Tessera für alle schlechter. Poste keine sich wiederholenden oder irreführenden Pins, nutze keine Fake-Konten oder Automatisierung, um massenhaft zu speichern, zu folgen oder zu kommentieren, und verschleiere nicht, wohin ein Link führt.',
  'guidelines.spam.blocked':
    'Tessera führt eine Liste von Websites, die wegen Spam, Betrug, Schadsoftware oder Inhalten für Erwachsene gemeldet wurden. Wenn ein Pin auf eine dieser Websites verlinkt, blockiert Tessera den Link: Statt die Website zu öffnen, zeigt es den Hinweis {headsUp}, der sagt, dass der Link blockiert ist und warum. Links zu anderen Websites öffnen sich wie gewohnt.',
  'guidelines.spam.headsUp': 'Achtung!',
  'guidelines.spam.report':
    'Wenn du einen Pin findest, der zu Spam führt oder zu einer Website, die an deine Daten kommen will, melde den Pin (siehe {reporting}). Die Leute, die dieses Tessera betreiben, prüfen Meldungen und setzen schädliche Websites auf die Liste.',
  'guidelines.ip.intro':
    'Respektiere die Arbeit anderer. Speichere und teile Ideen mit Quellenangabe und verlinke Pins dorthin, wo sie herkommen.',
  'guidelines.ip.upload':
    'Lade nur Bilder und Videos hoch, die du selbst gemacht hast oder teilen darfst.',
  'guidelines.ip.source':
    'Behalte den ursprünglichen Quelllink, wenn du die Idee einer anderen Person speicherst.',
  'guidelines.ip.counterfeit': 'Verkaufe keine gefälschten Waren und wirb nicht dafür.',
  'guidelines.ip.report':
    'Wenn du glaubst, dass ein Pin dein Werk ohne Erlaubnis verwendet, melde ihn und sag, um welches Werk es geht. Die Leute, die dieses Tessera betreiben, sehen es sich an und entfernen den Pin, wenn er deine Rechte verletzt.',
  'guidelines.adult.intro':
    'Tessera ist kein Ort für Pornografie oder sexuell explizite Inhalte. Wir entfernen sie, und Tessera blockiert Links, die zu Websites für Erwachsene führen. Künstlerische, bildende und gesundheitliche Inhalte mit Nacktheit dürfen bleiben, wenn sie nicht sexuell sind.',
  'guidelines.adult.minors':
    'Inhalte, die Minderjährige sexualisieren, sind nie erlaubt. Sie werden entfernt, das Konto wird geschlossen, und sie können den Behörden gemeldet werden.',
  'guidelines.reporting.how':
    'Du hilfst, dieses Tessera sicher zu halten. Wenn du etwas siehst, das gegen diese Richtlinien verstößt, melde es: Öffne das Menü des Pins (die Schaltfläche {menu}), wähle {reportPin} und dann den Grund, der am besten passt. Meldungen sind vertraulich: Die Person, die den Pin gepostet hat, erfährt nicht, wer ihn gemeldet hat.',
  'guidelines.reporting.reportPin': 'Pin melden',
  'guidelines.reporting.review':
    'Gemeldete Inhalte werden von den Leuten geprüft, die dieses Tessera betreiben. Wenn sie etwas von dir entfernen und du meinst, dass es ein Fehler war, kontaktiere sie und bitte sie, es sich noch einmal anzusehen.',
};
