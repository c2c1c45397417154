import type { GuidelinesMessageId } from './en.ts';

/** French: the community guidelines page's texts (decision 064), part of fr.ts. */
export const frGuidelines: Record<GuidelinesMessageId, string> = {
  'guidelines.title': 'Règles de la communauté',
  'guidelines.description':
    'Ce qui a sa place sur Tessera et ce qui ne l’a pas : sécurité, harcèlement, spam, propriété intellectuelle, contenu pour adultes et comment signaler.',
  'guidelines.lead':
    'Tessera est un endroit pour trouver des idées et garder celles que vous aimez. Ces règles disent ce qui a sa place ici et ce qui ne l’a pas, pour que chacun puisse parcourir, enregistrer et partager sans inquiétude. Elles s’appliquent à tout ce qui se trouve sur ce Tessera : épingles, tableaux, profils, commentaires et liens vers lesquels mènent les épingles.',
  'guidelines.runBy':
    'Ce Tessera est géré par les personnes qui l’hébergent. Elles veillent à ces règles, lisent les signalements et décident de ce qui reste en ligne. Quand un contenu enfreint les règles, elles peuvent le supprimer, limiter sa diffusion ou fermer le compte qui l’a publié.',
  'guidelines.onThisPage': 'Sur cette page',
  'guidelines.section.safety': 'Sécurité',
  'guidelines.section.harassment': 'Harcèlement',
  'guidelines.section.spam': 'Spam et tromperie',
  'guidelines.section.intellectualProperty': 'Propriété intellectuelle',
  'guidelines.section.adultContent': 'Contenu pour adultes',
  'guidelines.section.reporting': 'Signalements',
  'guidelines.safety.intro':
    'Protégez les autres. Nous supprimons les contenus qui menacent, encouragent ou glorifient la violence, l’automutilation ou les activités dangereuses, ainsi que les contenus de groupes qui prônent la haine ou la violence.',
  'guidelines.safety.threats': 'Pas de menaces de violence envers une personne ou un groupe.',
  'guidelines.safety.selfHarm':
    'Pas de contenu qui encourage l’automutilation, le suicide ou les troubles alimentaires. Les idées autour du rétablissement, du soutien et du bien-être sont les bienvenues.',
  'guidelines.safety.dangerousGoods':
    'Pas d’instructions pour fabriquer ni de vente d’armes, de drogues ou d’autres produits dangereux.',
  'guidelines.safety.misinformation':
    'Pas de fausses informations susceptibles de causer un réel préjudice aux personnes ou à la santé publique.',
  'guidelines.harassment.intro':
    'Traitez les autres avec respect. Ne pas être d’accord, c’est normal ; s’en prendre à quelqu’un, non. Nous supprimons les contenus qui insultent, humilient, menacent ou exposent une personne.',
  'guidelines.harassment.bullying':
    'Pas d’intimidation, d’insultes ni de remarques sexuelles non désirées visant quelqu’un.',
  'guidelines.harassment.hate':
    'Pas de discours haineux : pas d’attaques contre des personnes pour ce qu’elles sont.',
  'guidelines.harassment.privateInfo':
    'Pas de partage des informations privées de quelqu’un, comme son adresse, son numéro de téléphone ou des photos privées, sans son consentement.',
  'guidelines.harassment.impersonation':
    'Pas d’usurpation de l’identité d’une autre personne ou d’une organisation pour tromper les autres.',
  'guidelines.spam.intro':
    'Le spam rend Tessera moins agréable pour tout le monde. Ne publiez pas d’épingles répétitives ou trompeuses, n’utilisez pas de faux comptes ni d’automatisation pour enregistrer, suivre ou commenter en masse, et ne masquez pas la destination d’un lien.',
  'guidelines.spam.blocked':
    'Tessera tient une liste de sites signalés pour spam, arnaques, logiciels malveillants ou contenu pour adultes. Quand une épingle renvoie vers l’un de ces sites, Tessera bloque le lien : au lieu d’ouvrir le site, il affiche un message {headsUp} qui indique que le lien est bloqué et pourquoi. Les liens vers d’autres sites s’ouvrent normalement.',
  'guidelines.spam.headsUp': 'Attention !',
  'guidelines.spam.report':
    'Si vous trouvez une épingle qui mène à du spam ou à un site qui tente d’obtenir vos informations, signalez l’épingle (voir {reporting}). Les personnes qui gèrent ce Tessera examinent les signalements et ajoutent les sites nuisibles à la liste.',
  'guidelines.ip.intro':
    'Respectez le travail des autres. Enregistrez et partagez des idées en citant leur auteur, et reliez les épingles à leur source.',
  'guidelines.ip.upload':
    'Ne téléchargez que des images et des vidéos que vous avez créées ou que vous avez le droit de partager.',
  'guidelines.ip.source':
    'Conservez le lien vers la source d’origine quand vous enregistrez l’idée de quelqu’un d’autre.',
  'guidelines.ip.counterfeit': 'Ne vendez pas de contrefaçons et n’en faites pas la promotion.',
  'guidelines.ip.report':
    'Si vous pensez qu’une épingle utilise votre travail sans autorisation, signalez-la en précisant de quelle œuvre il s’agit ; les personnes qui gèrent ce Tessera l’examineront et la supprimeront si elle enfreint vos droits.',
  'guidelines.adult.intro':
    'Tessera n’est pas un lieu pour la pornographie ni les contenus sexuellement explicites. Nous les supprimons, et Tessera bloque les liens qui mènent à des sites pour adultes. Les contenus artistiques, éducatifs ou de santé montrant de la nudité peuvent rester s’ils ne sont pas sexuels.',
  'guidelines.adult.minors':
    'Les contenus qui sexualisent des mineurs ne sont jamais autorisés. Ils sont supprimés, le compte est fermé, et ils peuvent être signalés aux autorités.',
  'guidelines.reporting.how':
    'Vous contribuez à la sécurité de ce Tessera. Si vous voyez un contenu qui enfreint ces règles, signalez-le : ouvrez le menu de l’épingle (le bouton {menu}), choisissez {reportPin}, puis sélectionnez le motif le plus adapté. Les signalements sont confidentiels : la personne qui a publié l’épingle ne sait pas qui l’a signalée.',
  'guidelines.reporting.reportPin': 'Signaler l’épingle',
  'guidelines.reporting.review':
    'Les contenus signalés sont examinés par les personnes qui gèrent ce Tessera. Si elles suppriment l’un de vos contenus et que vous pensez qu’il s’agit d’une erreur, contactez-les et demandez-leur de le réexaminer.',
};
