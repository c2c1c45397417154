import type { DemoImage } from './types.ts';
import { BOARD_IDEAS, splitList } from './words.ts';

/**
 * Per-interest word banks for the demo catalogue. Titles are built as template × qualifier ×
 * subject, so each interest yields hundreds of distinct titles from a couple of dozen lines.
 * Placeholders: {s} subject, {q} qualifier, {n} a small number, {w} a season.
 */
export interface TopicBank {
  boards: { name: string; description: string }[];
  sections: string[];
  subjects: string[];
  qualifiers: string[];
  templates: string[];
  sentences: string[];
  /** publisher name and the https base of its pages */
  sites: { name: string; base: string }[];
  alt: string[];
  motifs: DemoImage['motif'][];
  /** username suffixes that hint at the interest, e.g. 'cooks' */
  handles: string[];
  bios: string[];
}

type TopicText = { [K in Exclude<keyof TopicBank, 'boards' | 'motifs'>]: string } & {
  motifs: DemoImage['motif'][];
};

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function topic(interest: string, text: TopicText): TopicBank {
  return {
    boards: lines(BOARD_IDEAS[interest] ?? '').map((line) => {
      const [name = '', description = ''] = line.split(' | ');
      return { name, description };
    }),
    sections: splitList(text.sections),
    subjects: splitList(text.subjects),
    qualifiers: splitList(text.qualifiers),
    templates: splitList(text.templates),
    // sentences may contain semicolons, so they are one per line
    sentences: lines(text.sentences),
    sites: splitList(text.sites).map((entry) => {
      const [name = '', host = ''] = entry.split(' = ');
      return { name, base: `https://${host}` };
    }),
    alt: splitList(text.alt),
    motifs: text.motifs,
    handles: splitList(text.handles),
    bios: splitList(text.bios),
  };
}

export const TOPICS: Record<string, TopicBank> = {
  art: topic('art', {
    sections: 'Techniques; Palettes; Artists to follow; Studio setup; Prints to buy; Practice',
    subjects: `watercolour peonies; ink wash landscapes; gouache still life; loose floral studies
      abstract colour fields; linocut prints; botanical line drawings; sketchbook spreads
      charcoal portraits; plein air studies; mixed media collage; risograph posters
      pressed flower art; oil pastel sunsets; hand-built ceramic vases; textured acrylic canvases
      minimalist line art; cyanotype prints`,
    qualifiers: 'loose; dreamy; bold; muted; layered; expressive; minimal; vibrant; quiet',
    templates: `{q} {s}; {s} for beginners; How to paint {s}; {n} tips for better {s}
      {s} in a {q} palette; Studio notes: {s}; {s}, step by step; A week of {s}`,
    sentences: `Trying {s} this week with a very limited palette.
      The trick with {s} is knowing when to stop.
      I love how {s} can feel finished with only a few marks.
      Cotton paper makes such a difference for {s}.
      Start small and let the mistakes stay visible.
      Three colours, one brush and an afternoon: that's all you need.
      Great reference for composition and values.`,
    sites: `
      Studio Margins = www.studiomargins.example/journal
      Brush & Bloom = www.brushandbloom.example/tutorials
      Palette Weekly = www.paletteweekly.example/ideas`,
    alt: 'Painting of {s} on textured paper; Close-up of {s} on an easel; Sketchbook open to {s}',
    motifs: ['abstract', 'pattern'],
    handles: 'draws; paints; studio; sketches',
    bios: 'Painter and sketchbook hoarder; Illustrator with inky fingers; Weekend watercolourist',
  }),
  beauty: topic('beauty', {
    sections: 'Morning routine; Evening routine; Hair; Nails; Favourites; Tutorials',
    subjects: `dewy no-makeup makeup; soft brown smoky eye; glass skin routine; heatless curls
      curtain bangs; milky nails; chrome nail art; sleek low bun; braided crown; terracotta lip
      lash lift aftercare; double cleansing; scalp care routine; silk press; copper hair colour
      fluffy brows; sheer blush looks; wash-day routine`,
    qualifiers: 'effortless; glowy; soft; easy; fresh; polished; minimal; sun-kissed; everyday',
    templates: `{q} {s}; {s} tutorial; {s} in five minutes; How to get {s}; {n} ideas for {s}
      My {q} {s}; {s} for {w}; {s} that lasts all day`,
    sentences: `The secret to {s} is a good base and a light hand.
      I've tried {s} for a month and my routine has never been quicker.
      Use less product than you think for {s}.
      Patch test first, always.
      This works on every skin tone I've tried it on.
      Blend, step back, then blend a little more.`,
    sites: `
      Dewdrop Journal = www.dewdropjournal.example/beauty
      Soft Focus = www.softfocus.example/how-to
      Gloss & Grain = www.glossandgrain.example/guides`,
    alt: 'Close-up of {s}; Portrait showing {s}; Flat lay for {s} with serums and brushes',
    motifs: ['product', 'abstract'],
    handles: 'glow; beauty; looks',
    bios: 'Skincare minimalist; Makeup artist for weddings and shoots; Curly hair, big opinions',
  }),
  'food-and-drink': topic('food-and-drink', {
    sections: 'Breakfast; Mains; Sides; Desserts; Drinks; To try',
    subjects: `lemon orzo with spinach; miso butter salmon; crispy smashed potatoes
      roasted tomato soup; brown butter banana bread; spicy peanut noodles; shakshuka with feta
      rosemary focaccia; chicken tinga tacos; mushroom risotto; halloumi grain bowls
      olive oil chocolate cake; peach and blueberry crumble; iced matcha latte; hibiscus spritz
      spiced apple cider; cucumber mint cooler; golden milk latte; burrata and peach salad
      charred corn salad; cardamom buns; pistachio biscotti`,
    qualifiers: 'easy; cosy; zesty; crispy; creamy; fresh; five-ingredient; weeknight; smoky',
    templates: `{q} {s}; {s}; One-pan {s}; The best {s}; Easy {s} for {w}; {s} for a crowd
      Make-ahead {s}; {s}, ready in 30 minutes`,
    sentences: `{s}, on repeat in our house all month.
      Make a double batch of {s}; it keeps for days.
      The leftovers are even better for lunch.
      Swap in whatever greens you have in the fridge.
      A squeeze of lemon at the end makes all the difference.
      Serve it with crusty bread and a big green salad.
      It's forgiving, cheap and ready before the table is set.`,
    sites: `
      Salt & Stove = www.saltandstove.example/recipes
      Weeknight Pantry = www.weeknightpantry.example/recipe
      Small Kitchen, Big Table = www.smallkitchenbig.example/food`,
    alt: `Overhead photo of {s} in a ceramic bowl; {s} on a wooden table with linen napkins
      Plate of {s} with a fork on the side`,
    motifs: ['food'],
    handles: 'cooks; kitchen; bakes; eats',
    bios: 'Home cook feeding a family of five; Sourdough optimist; Recipe tester and dish washer',
  }),
  design: topic('design', {
    sections: 'Type; Colour; Layout; Logos; Packaging; Spaces',
    subjects: `Swiss-style posters; serif and sans pairings; brutalist concrete stairs
      mid-century chairs; earthy colour palettes; minimalist logo marks; risograph book covers
      modular grid layouts; hand-lettered signage; coffee packaging; editorial spreads
      Bauhaus colour studies; curved arches; ceramic tableware; icon sets; botanical labels
      museum wayfinding; terrazzo surfaces`,
    qualifiers: 'clean; bold; modernist; playful; minimal; tactile; graphic; warm; geometric',
    templates: `{q} {s}; {s} inspiration; {n} examples of {s}; Why {s} works
      {s} for your next project; Design study: {s}; {s}, done well`,
    sentences: `With {s}, restraint does most of the work.
      Look at the spacing here; nothing is accidental.
      Saving {s} as a reference for the next brief.
      The grid does all the heavy lifting.
      Two typefaces, one accent colour, lots of white space.
      Materials and details that age well.`,
    sites: `
      Grid & Grain = www.gridandgrain.example/articles
      Kerning Club = www.kerningclub.example/inspiration
      Formfolio = www.formfolio.example/projects`,
    alt: '{s} laid out on a grey background; Detail shot of {s}; Collection of {s}',
    motifs: ['abstract', 'pattern'],
    handles: 'design; makes; type',
    bios: 'Graphic designer who loves a good grid; Type nerd; Architect in training',
  }),
  'womens-fashion': topic('womens-fashion', {
    sections: 'Tops; Bottoms; Shoes; Accessories; Outfits; Wishlist',
    subjects: `oversized blazer outfits; linen wide-leg trousers; slip skirt looks
      cable knit cardigans; white sneaker outfits; trench coat styling; midi wrap dresses
      layered gold necklaces; denim on denim; loafers with socks; silk scarf styling
      tailored waistcoats; ballet flat outfits; chunky knit scarves; satin midi skirts
      straw tote bags; barrel-leg jeans; cropped cardigans`,
    qualifiers: 'easy; chic; relaxed; polished; cosy; minimal; timeless; effortless; elevated',
    templates: `{q} {s}; {n} {q} {s} ideas; {s} for {w}; How to style {s}; {s} for work
      {s} capsule; What to wear: {s}`,
    sentences: `Saving {s} for the next time I have nothing to wear.
      Tuck, roll the sleeves, add a belt and you're done.
      Neutral base, one interesting piece.
      Secondhand first; there's so much good stuff out there.
      Office to dinner without changing a thing.
      Fit matters more than the label.`,
    sites: `
      Thread & Hem = www.threadandhem.example/style
      Capsule Notes = www.capsulenotes.example/outfits
      Lookbook Daily = www.lookbookdaily.example/fashion`,
    alt: 'Woman wearing {s} on a city street; Flat lay of {s}; Mirror photo showing {s}',
    motifs: ['product'],
    handles: 'style; wears; closet',
    bios: 'Capsule wardrobe devotee; Thrift shop regular; Stylist and secondhand champion',
  }),
  'mens-fashion': topic('mens-fashion', {
    sections: 'Tops; Trousers; Shoes; Outerwear; Grooming; Wishlist',
    subjects: `chore coat outfits; navy suit styling; Oxford shirt looks; selvedge denim fits
      suede chelsea boots; knit polo outfits; pleated trousers; field jackets
      Cuban collar shirts; fisherman sweaters; textured haircuts; minimalist watches
      linen suits; white tee outfits; overshirts; penny loafers; rollneck layering`,
    qualifiers: 'sharp; rugged; relaxed; classic; smart; easy; tailored; laid-back; clean',
    templates: `{q} {s}; {n} ideas for {s}; {s} for {w}; How to style {s}; {s} guide
      {s} done right; The {q} edit: {s}`,
    sentences: `Simple pieces, good fabric, the right fit.
      Good basics look better the more you wear them.
      Roll the hem once and let the boots show.
      Earth tones make everything easy to combine.
      Buy once, repair often.`,
    sites: `
      Gent & Grain = www.gentandgrain.example/style
      Cuff & Collar = www.cuffandcollar.example/guides
      Workwear Daily = www.workweardaily.example/fits`,
    alt: `Man wearing {s}; Flat lay of {s} with accessories
      Street style photo featuring {s}`,
    motifs: ['product'],
    handles: 'wears; fits; style',
    bios: 'Menswear writer; Denim collector; Tailoring enthusiast',
  }),
  'home-decor': topic('home-decor', {
    sections: 'Living room; Bedroom; Kitchen; Bathroom; Plants; Lighting',
    subjects: `Scandinavian living rooms; Japandi bedrooms; open kitchen shelving; limewash walls
      reading nooks; gallery walls; boucle armchairs; rattan pendant lights; entryway benches
      zellige tile backsplashes; linen bedding; plant shelves; vintage rugs; arched mirrors
      small balcony ideas; console table styling; wood-panelled ceilings; bathroom vanities`,
    qualifiers: 'cosy; calm; airy; warm; modern; rustic; minimalist; layered; light-filled',
    templates: `{q} {s}; {s} ideas; {n} {s} we love; How to style {s}; {s} on a budget
      {s} for small spaces; A {w} refresh: {s}`,
    sentences: `Warm whites, natural wood and one statement lamp.
      Layering textures makes {s} feel lived in.
      Renter-friendly: nothing here needs a drill.
      Mix old and new so the room doesn't feel bought in one go.
      A big rug makes a small room look larger.
      Plants in every corner, obviously.`,
    sites: `
      Nest & Nook = www.nestandnook.example/ideas
      House Wren = www.housewren.example/rooms
      Dwell Notes = www.dwellnotes.example/decor`,
    alt: '{s} with natural light; Corner of a room showing {s}; Wide shot of {s}',
    motifs: ['interior'],
    handles: 'home; nest; house',
    bios: 'Renovating a 1920s bungalow; Renter-friendly decorator; Interior stylist',
  }),
  'diy-and-crafts': topic('diy-and-crafts', {
    sections: 'Patterns; Supplies; Gifts; Seasonal; In progress; Finished',
    subjects: `chunky knit blankets; embroidered tote bags; macramé plant hangers
      painted terracotta pots; dried flower wreaths; paper garlands; upcycled dressers
      soy candles; woven wall hangings; punch needle cushions; block-printed napkins
      clay earrings; quilted coasters; origami stars; shibori tea towels; beeswax wraps
      hand-bound notebooks; felt garlands`,
    qualifiers: 'easy; beginner-friendly; cosy; colourful; handmade; rustic; quick; weekend',
    templates: `DIY {s}; {q} {s}; How to make {s}; {s} tutorial; {s} in {n} easy steps
      {s} for beginners; Make your own {s}`,
    sentences: `You only need a few supplies for {s}.
      I finished these over two evenings with a podcast on.
      They make lovely handmade gifts.
      Measure twice; glue once.
      Kids can help with most of the steps.
      Scraps and leftovers work perfectly here.`,
    sites: `
      Maker's Nook = www.makersnook.example/projects
      Threadbare Craft = www.threadbarecraft.example/tutorials
      Glue Gun & Gold = www.gluegunandgold.example/diy`,
    alt: `Handmade {s} on a workbench; Close-up of {s} in progress
      Finished {s} on a wooden table`,
    motifs: ['pattern'],
    handles: 'makes; crafts; stitches',
    bios: 'Knits between meetings; Furniture flipper; Maker of small useful things',
  }),
  'fitness-and-exercise': topic('fitness-and-exercise', {
    sections: 'Warm-ups; Core; Legs; Upper body; Recovery; Plans',
    subjects: `20-minute core workouts; morning yoga flows; beginner running plans
      kettlebell circuits; hip mobility routines; resistance band workouts
      Pilates mat sequences; stretches for desk workers; trail running tips
      strength training splits; post-run stretches; balance exercises; low-impact cardio
      foam rolling routines; breathwork sessions; rowing intervals; bodyweight leg days`,
    qualifiers: 'gentle; quick; full-body; low-impact; energising; beginner; strong; steady',
    templates: `{q} {s}; {s} you can do anywhere; {n} {s} for beginners; {s} for {w}
      Try this: {s}; {s} to build strength; My go-to {s}`,
    sentences: `Consistency beats intensity every time.
      Try {s} three times a week and track how you feel.
      Warm up first and stop if anything hurts.
      Pair it with a short walk on rest days.
      No equipment needed, just a mat and some space.`,
    sites: `
      Strong Days = www.strongdays.example/workouts
      Mindful Motion = www.mindfulmotion.example/yoga
      Trail & Tempo = www.trailandtempo.example/training`,
    alt: 'Person doing {s} on a mat; Illustrated guide to {s}; Outdoor photo of {s}',
    motifs: ['landscape', 'abstract'],
    handles: 'moves; runs; fit',
    bios: 'Yoga teacher and trail runner; Strength coach; Marathon hopeful',
  }),
  'animals-and-pets': topic('animals-and-pets', {
    sections: 'Training; Treats; Toys; Health; Photos; Gear',
    subjects: `homemade dog treats; cat window perches; puppy crate training
      golden retriever photos; DIY cat toys; bird feeder ideas; rescue greyhounds
      dog-friendly hikes; hedgehog houses; rabbit enclosures; senior dog care; kitten proofing
      pet photography tips; fox sightings; aquarium plants; backyard chicken coops
      calm spaces for cats`,
    qualifiers: 'cosy; playful; easy; gentle; happy; simple; healthy; safe; sunny',
    templates: `{q} {s}; {s} ideas; {n} tips for {s}; {s} 101; All about {s}; {s} for {w}
      Our favourite {s}`,
    sentences: `Ours gave this a very enthusiastic paws up.
      Always check with your vet before changing routines.
      Short, happy sessions work best.
      Rescues make the best companions.
      A little patience goes a long way.`,
    sites: `
      Wag & Whisker = www.wagandwhisker.example/blog
      Feather & Fur = www.featherandfur.example/guides
      Good Pet Co. = www.goodpetco.example/tips`,
    alt: 'Photo of {s}; Close-up photo for {s}; {s} in a sunny garden',
    motifs: ['landscape', 'pattern'],
    handles: 'pets; paws; andpups',
    bios: 'Dog mum to two rescues; Cat person and bird watcher; Volunteer at the local shelter',
  }),
  quotes: topic('quotes', {
    sections: 'Motivation; Kindness; Books; Creativity; Rest; Love',
    subjects: `slow morning reminders; quotes about rest; encouragement for creatives
      gratitude prompts; book lines to remember; quotes about friendship; gentle affirmations
      quotes about change; hand-lettered mantras; journaling prompts; quotes about home
      notes on courage; kindness reminders; quotes about seasons; small joys lists
      quotes about travel; notes to self; quotes about growth`,
    qualifiers: 'gentle; honest; hopeful; quiet; uplifting; simple; kind; brave; warm',
    templates: `{q} {s}; {s}; {n} {s} for hard days; {s} for {w}; Today's reminder: {s}
      A few {q} {s}`,
    sentences: `Writing this on a sticky note for the mirror.
      Read it slowly, twice.
      For anyone who needed to hear this today.
      Small steps still count.
      Rest is part of the work.`,
    sites: `
      Small Words = www.smallwords.example/quotes
      Kind Lines = www.kindlines.example/notes
      Morning Pages = www.morningpages.example/prompts`,
    alt: 'Hand-lettered card with {s}; Typographic print of {s}; Journal page with {s}',
    motifs: ['pattern', 'abstract'],
    handles: 'words; writes; notes',
    bios: 'Collector of good sentences; Journaling every morning; Hand letterer',
  }),
  travel: topic('travel', {
    sections: 'Where to stay; Food; Itinerary; Packing; Photo spots; Day trips',
    subjects: `Lisbon's tiled streets; Kyoto temple mornings; Amalfi Coast drives
      Iceland's ring road; Scottish Highlands hikes; Mexico City food markets; cabin weekends
      carry-on packing lists; Dolomites mountain huts; Copenhagen by bike; Oaxaca day trips
      Cornish coast walks; Patagonia treks; Marrakech riads; night trains in Europe
      Vancouver Island beaches; Seville courtyards; Hokkaido in winter`,
    qualifiers: 'slow; scenic; budget; hidden; quiet; dreamy; easy; local; unforgettable',
    templates: `{s}; {s}, the {q} way; {s} guide; {s} in {w}; Planning {s}; {s}: a {q} itinerary
      {n} photos of {s}`,
    sentences: `Go early, before the tour buses.
      We spent three days here and it wasn't nearly enough.
      Book the train in advance; it's half the price.
      Pack light, leave room for ceramics.
      Ask the locals where they eat lunch.
      Golden hour here is unreal.`,
    sites: `
      Slow Routes = www.slowroutes.example/guides
      Passport & Pantry = www.passportandpantry.example/travel
      Wanderfolio = www.wanderfolio.example/trips`,
    alt: 'Landscape photo of {s}; View over {s} at golden hour; Street scene from {s}',
    motifs: ['landscape'],
    handles: 'wanders; travels; abroad',
    bios: 'Slow traveller; Train rides over flights; Always planning the next trip',
  }),
  weddings: topic('weddings', {
    sections: 'Flowers; Dresses; Decor; Cake; Venue; Stationery',
    subjects: `garden-style bouquets; candlelit tablescapes; mountain elopements
      pressed flower cakes; mismatched bridesmaid dresses; hand-lettered seating charts
      dried flower arches; barn receptions; minimalist invitations; boho wedding dresses
      festoon-lit dance floors; courthouse wedding looks; floral hair crowns; grazing tables
      beach ceremonies; seasonal buttonholes; vintage veils; welcome signs`,
    qualifiers: 'romantic; intimate; rustic; modern; timeless; dreamy; simple; elegant; joyful',
    templates: `{q} {s}; {s} ideas; {n} {s} we love; {s} for a {w} wedding; Inspiration: {s}
      {s} on a budget; Real wedding: {s}`,
    sentences: `Seasonal flowers keep costs down and look better anyway.
      Candles, linen and a long table; that's all you need.
      Small guest list, big celebration.
      Ask your florist what's growing locally that week.
      Leave time for photos at golden hour.`,
    sites: `
      Aisle Notes = www.aislenotes.example/ideas
      Ribbon & Rye = www.ribbonandrye.example/weddings
      Vows & Veils = www.vowsandveils.example/inspiration`,
    alt: '{s} at an outdoor wedding; Detail of {s}; Wedding photo featuring {s}',
    motifs: ['landscape', 'interior', 'pattern'],
    handles: 'weds; events; andvows',
    bios: 'Wedding florist; Planning a small wedding; Stationery designer',
  }),
};
