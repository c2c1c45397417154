/**
 * Decision 064: the community guidelines page's texts (app/features/guidelines,
 * routes/community-guidelines.tsx), the English source; part of the source catalog (en.ts).
 */
export const enGuidelines = {
  'guidelines.title': 'Community guidelines',
  'guidelines.description':
    'What belongs on Tessera and what does not: safety, harassment, spam, intellectual property, adult content and how to report.',
  'guidelines.lead':
    'Tessera is a place to find ideas and keep the ones you love. These guidelines say what belongs here and what does not, so that everyone can browse, save and share without worry. They apply to everything on this Tessera: Pins, boards, profiles, comments and the links Pins lead to.',
  'guidelines.runBy':
    'This Tessera is run by the people who host it. They look after these guidelines, read reports and decide what stays up. When something breaks the guidelines, they may remove it, limit where it shows, or close the account that posted it.',
  'guidelines.onThisPage': 'On this page',
  'guidelines.section.safety': 'Safety',
  'guidelines.section.harassment': 'Harassment',
  'guidelines.section.spam': 'Spam',
  'guidelines.section.intellectualProperty': 'Intellectual property',
  'guidelines.section.adultContent': 'Adult content',
  'guidelines.section.reporting': 'Reporting',
  'guidelines.safety.intro':
    'Keep people safe. We remove content that threatens, encourages or glorifies violence, self-harm or dangerous activities, and content from groups that promote hate or violence.',
  'guidelines.safety.threats': 'No threats of violence against a person or a group.',
  'guidelines.safety.selfHarm':
    'No content that encourages self-harm, suicide or eating disorders. Ideas about recovery, support and wellbeing are welcome.',
  'guidelines.safety.dangerousGoods':
    'No instructions or sales of weapons, drugs or other dangerous goods.',
  'guidelines.safety.misinformation':
    'No misinformation that could cause real harm to people or to public health.',
  'guidelines.harassment.intro':
    'Treat people with respect. Disagreeing is fine; targeting someone is not. We remove content that insults, shames, threatens or exposes a person.',
  'guidelines.harassment.bullying':
    'No bullying, insults or unwanted sexual remarks aimed at someone.',
  'guidelines.harassment.hate': 'No hate speech: no attacks on people for who they are.',
  'guidelines.harassment.privateInfo':
    'No sharing of someone’s private information, such as their address, phone number or private photos, without their consent.',
  'guidelines.harassment.impersonation':
    'No pretending to be another person or organisation to mislead others.',
  'guidelines.spam.intro':
    'Spam makes Tessera worse for everyone. Don’t post repetitive or misleading Pins, don’t use fake accounts or automation to save, follow or comment in bulk, and don’t disguise where a link goes.',
  'guidelines.spam.blocked':
    'Tessera keeps a list of sites that have been reported for spam, scams, malware or adult content. When a Pin links to one of those sites, Tessera blocks the link: instead of opening the site, it shows a {headsUp} message that says the link is blocked and why. Links to other sites open as usual.',
  'guidelines.spam.headsUp': 'Heads up!',
  'guidelines.spam.report':
    'If you find a Pin that leads to spam or to a site that tries to get your details, report the Pin (see {reporting}). The people who run this Tessera review reports and add harmful sites to the list.',
  'guidelines.ip.intro':
    'Respect the work of others. Save and share ideas with credit, and link Pins to where they came from.',
  'guidelines.ip.upload': 'Only upload images and videos you made or have the right to share.',
  'guidelines.ip.source': 'Keep the original source link when you save someone else’s idea.',
  'guidelines.ip.counterfeit': 'Don’t sell or advertise counterfeit goods.',
  'guidelines.ip.report':
    'If you believe a Pin uses your work without permission, report it and say which work it is; the people who run this Tessera will look into it and remove it if it infringes.',
  'guidelines.adult.intro':
    'Tessera is not a place for pornography or sexually explicit content. We remove it, and Tessera blocks links that lead to adult sites. Artistic, educational and health content that shows nudity may stay when it is not sexual.',
  'guidelines.adult.minors':
    'Content that sexualises minors is never allowed. It is removed, the account is closed, and it may be reported to the authorities.',
  'guidelines.reporting.how':
    'You help keep this Tessera safe. If you see something that breaks these guidelines, report it: open the Pin’s menu (the {menu} button) and choose {reportPin}, then pick the reason that fits best. Reports are private: the person who posted the Pin is not told who reported it.',
  'guidelines.reporting.reportPin': 'Report Pin',
  'guidelines.reporting.review':
    'Reported content is reviewed by the people who run this Tessera. If they remove something of yours and you think it was a mistake, contact them and ask them to look again.',
} as const;

export type GuidelinesMessageId = keyof typeof enGuidelines;
