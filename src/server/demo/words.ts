/**
 * Word lists for the demo catalogue: people, merchants, products and recipes. Lists are kept as
 * semicolon- or newline-separated text so hundreds of entries stay readable in few lines.
 */

/** Splits a list written as text: entries end at a semicolon or a line break. */
export function splitList(text: string): string[] {
  return text
    .split(/[;\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** spec 01 §2: the 13 ideas categories of the side-nav flyout, in the spec's order. */
export const INTERESTS: readonly { name: string; urlName: string }[] = [
  { name: 'Art', urlName: 'art' },
  { name: 'Beauty', urlName: 'beauty' },
  { name: 'Food and drink', urlName: 'food-and-drink' },
  { name: 'Design', urlName: 'design' },
  { name: "Women's fashion", urlName: 'womens-fashion' },
  { name: "Men's fashion", urlName: 'mens-fashion' },
  { name: 'Home decor', urlName: 'home-decor' },
  { name: 'DIY and crafts', urlName: 'diy-and-crafts' },
  { name: 'Fitness and exercise', urlName: 'fitness-and-exercise' },
  { name: 'Animals and pets', urlName: 'animals-and-pets' },
  { name: 'Quotes', urlName: 'quotes' },
  { name: 'Travel', urlName: 'travel' },
  { name: 'Weddings', urlName: 'weddings' },
];

export const FIRST_NAMES = splitList(`
  Amara; Kenji; Sofia; Mateo; Priya; Liam; Noor; Tomás; Aiyana; Chloé; Dmitri; Fatima; Hana
  Isabela; Jamal; Keira; Lars; Mei; Nadia; Oluwaseun; Pilar; Quinn; Rafael; Saoirse; Tariq; Uma
  Valentina; Wei; Ximena; Yusuf; Zoë; Aroha; Bea; Camille; Diego; Elif; Femi; Greta; Hugo; Inès
  Jonah; Kalani; Leilani; Marco; Nia; Omar; Paloma; Rosa; Sven; Thandiwe; Yara; Ravi; Emma
  Olivia; Ethan; Grace; Henry; Lucy; Maya; Owen; Ruby; Theo; Ananya; Björn; Carmen; Declan
`);

export const LAST_NAMES = splitList(`
  Okafor; Tanaka; Rossi; García; Patel; O'Brien; Haddad; Novak; Begay; Dubois; Ivanova; Khan; Kim
  Silva; Washington; Lindqvist; Chen; Nguyen; Mensah; Moreno; Murphy; Rahman; Schmidt; Kowalski
  Santos; Haugen; Fischer; Bianchi; Yamamoto; Ali; Adeyemi; Larsen; Martínez; Park; Walker
  Brennan; Costa; Dumont; Ferreira; Hughes; Jensen; López; Müller; Sato; Torres; van Dijk
  Whitaker; Zhang; Ortiz; Reyes; Bennett; Abara; Sørensen; Achebe; Delacroix; Moreau; Quispe
`);

/** spec 01 §9's upsell countries minus AT and CH, plus JP so a non-upsell country is covered. */
export const COUNTRIES = ['US', 'GB', 'CA', 'FR', 'DE', 'AU', 'BR', 'NL', 'MX', 'ES', 'IT', 'JP'];

/** A city per country keeps bios consistent with the user's country. */
export const CITIES: Record<string, string[]> = {
  US: splitList('Portland; Austin; Brooklyn; Minneapolis; Savannah'),
  GB: splitList('Leeds; Bristol; Edinburgh; Brighton'),
  CA: splitList('Montréal; Vancouver; Halifax'),
  FR: splitList('Lyon; Marseille; Nantes'),
  DE: splitList('Leipzig; Hamburg; Munich'),
  AU: splitList('Melbourne; Hobart; Brisbane'),
  BR: splitList('São Paulo; Florianópolis; Recife'),
  NL: splitList('Utrecht; Rotterdam; Haarlem'),
  MX: splitList('Oaxaca; Guadalajara; Mérida'),
  ES: splitList('Valencia; Seville; Bilbao'),
  IT: splitList('Bologna; Turin; Palermo'),
  JP: splitList('Kyoto; Fukuoka; Sapporo'),
};

export const BIO_CLOSERS = splitList(`
  Based in {city}.; Slowly renovating a flat in {city}.; Coffee first, always.
  Saving ideas faster than I can try them.; Say hello if you're ever in {city}.
  Mostly here for the colour palettes.; Weekends are for long walks and longer lunches.
`);

/** Employees write a different kind of bio; the product name is Tessera (docs/architecture.md "Product name"). */
export const BOARD_CLOSERS = splitList(`
  Always adding more.; Updated most weeks.; Ideas for this year.; A work in progress.
  Mostly saved late at night.
`);

export const EMPLOYEE_ABOUT =
  'Product designer at Tessera. I pin the boards we use to test new features, so expect ' +
  'a little of everything.';

export interface PartnerBrand {
  name: string;
  username: string;
  host: string;
  country: string;
  about: string;
  boards: { name: string; description: string; interest: string }[];
}

function shopBoards(text: string): PartnerBrand['boards'] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [name = '', description = '', interest = ''] = line.split(' | ');
      return { name, description, interest };
    });
}

/** The two verified merchants who own product boards, run promotions and sponsor creators. */
export const PARTNERS: readonly PartnerBrand[] = [
  {
    name: 'Oak & Linen Home',
    username: 'oakandlinenhome',
    host: 'www.oakandlinen.example',
    country: 'GB',
    about:
      'Natural-fibre bedding, stoneware and furniture made to last. Designed in Bristol, ' +
      'delivered across Europe.',
    boards: shopBoards(`
      Bedroom essentials | Linen bedding, lamps and soft layers from our studio. | home-decor
      The workspace edit | Desk lamps, organisers and shelving for rooms that work hard. | design
      Make it at home | Craft kits and slow weekend projects we love. | diy-and-crafts
      New in: living room | Fresh arrivals for the room you spend the most time in. | home-decor
    `),
  },
  {
    name: 'Fieldnote Apparel',
    username: 'fieldnoteapparel',
    host: 'www.fieldnoteapparel.example',
    country: 'US',
    about: 'Everyday clothing in organic cotton, linen and wool. Free repairs for life.',
    boards: shopBoards(`
      Spring collection | Light layers, easy dresses and linen for warmer days. | womens-fashion
      Menswear staples | Chore coats, Oxford shirts and denim that ages well. | mens-fashion
      Self-care shelf | Small-batch skincare and accessories we keep by the sink. | beauty
      Knitwear | Merino, cashmere and cotton knits for every season. | womens-fashion
    `),
  },
];

/** Other makers, so product pins are not all from the two partners. */
export const BRANDS = splitList(`
  Marlow & Finch; Kettle Lane; Hollis Goods; Saltmarsh Supply; Juniper Row; Atelier Nord
  Maison Calme; Copper Hare; Wren Botanicals; Tide & Thread
`);

/** Product name and a base price in US dollars, per interest that sells things. */
export const PRODUCTS: Record<string, string[]> = {
  'home-decor': splitList(`
    Stonewashed linen duvet cover:180; Ribbed ceramic table lamp:95; Handwoven jute rug:240
    Oak floating shelf:65; Boucle accent chair:420; Linen throw pillow cover:38
    Arched wall mirror:150; Glazed stoneware vase:42; Wool throw blanket:120
    Rattan pendant shade:88
  `),
  design: splitList(`
    Walnut desk organiser:58; Letterpress art print:45; Brass desk lamp:160; Modular bookshelf:390
    Ceramic pour-over set:72; Minimalist wall clock:64; Linen-bound sketchbook:24
  `),
  'diy-and-crafts': splitList(`
    Beginner embroidery kit:32; Merino yarn bundle:48; Soy candle making kit:55
    Punch needle starter set:40; Block printing kit:46; Macramé cord set:28
  `),
  'womens-fashion': splitList(`
    Silk slip skirt:110; Oversized wool blazer:260; Linen wide-leg trousers:98
    Cable knit cardigan:140; Leather ballet flats:125; Gold hoop earrings:75; Straw market tote:68
    Cotton poplin shirt dress:130
  `),
  'mens-fashion': splitList(`
    Waxed cotton chore coat:220; Selvedge denim jeans:185; Suede chelsea boots:240
    Merino crew neck sweater:120; Oxford button-down shirt:85; Leather card wallet:55
    Linen camp collar shirt:90
  `),
  beauty: splitList(`
    Rosehip facial oil:34; Gentle cream cleanser:22; Tinted lip balm:16; Bamboo hairbrush:18
    Mineral sunscreen SPF 50:28; Mulberry silk pillowcase:65; Pink clay face mask:26
    Hyaluronic hydrating serum:30; Shea body butter:24; Overnight lip mask:18; Jade facial roller:32
    Vitamin C brightening serum:38; Botanical bath soak:20; Rose water toner:19; Oat milk body wash:14
  `),
};

/** Merchant copy for product pins; product names read badly inside the topic sentences. */
export const PRODUCT_BLURBS = splitList(`
  Made in small batches and built to last.; Free returns within 30 days.
  Pairs beautifully with the rest of the collection.
  Each piece is finished by hand, so no two are quite the same.
  Softer with every wash.; Sustainably sourced materials, fairly made.
  Back in stock after selling out twice.; Ships in plastic-free packaging.
`);

export const COLOURWAYS = splitList(
  'sage; oat; rust; charcoal; ivory; navy; clay; olive; sand; ink; moss',
);

export const PRODUCT_LABELS = splitList('New arrival; Bestseller; Limited edition; Organic');

export const SIZES = splitList('XS; S; M; L; XL');

/**
 * Dish name (lowercase unless a proper noun starts it, so it reads inside a title) and its
 * headline ingredients; the pantry staples are added to every recipe.
 */
export const RECIPES = splitList(`
  lemon orzo with spinach: orzo, lemons, baby spinach, parmesan
  sheet-pan gnocchi with cherry tomatoes: potato gnocchi, cherry tomatoes, mozzarella, basil
  miso butter salmon: salmon fillets, white miso, butter, spring onions
  chickpea coconut curry: chickpeas, coconut milk, curry paste, spinach, lime
  crispy smashed potatoes: baby potatoes, rosemary, flaky salt, aioli
  roasted tomato soup: plum tomatoes, red peppers, onion, vegetable stock
  brown butter banana bread: ripe bananas, butter, brown sugar, flour, eggs
  overnight oats with berries: rolled oats, milk, chia seeds, mixed berries
  slow-cooked beef ragù: beef chuck, red wine, crushed tomatoes, pappardelle
  spicy peanut noodles: rice noodles, peanut butter, soy sauce, chilli crisp, cucumber
  shakshuka with feta: eggs, tomatoes, red peppers, cumin, feta
  rosemary sourdough focaccia: sourdough starter, bread flour, rosemary, flaky salt
  chicken tinga tacos: chicken thighs, chipotles in adobo, corn tortillas, avocado
  mushroom risotto: arborio rice, mixed mushrooms, white wine, parmesan
  lemon ricotta pancakes: ricotta, lemons, flour, eggs, maple syrup
  black bean enchiladas: black beans, flour tortillas, enchilada sauce, cheddar
  Thai green curry: chicken thighs, green curry paste, coconut milk, Thai basil
  roast chicken with fennel: whole chicken, fennel, lemons, thyme
  halloumi grain bowls: halloumi, farro, roasted peppers, tahini
  olive oil chocolate cake: dark chocolate, cocoa powder, eggs, caster sugar
  peach and blueberry crumble: peaches, blueberries, rolled oats, butter
  French onion soup: onions, beef stock, gruyère, baguette
  salmon poke bowls: sushi-grade salmon, sushi rice, edamame, avocado
  butternut squash lasagne: butternut squash, lasagne sheets, ricotta, sage
  cardamom cinnamon buns: flour, cardamom, cinnamon, butter, milk
  lamb tagine with apricots: lamb shoulder, dried apricots, ras el hanout, couscous
  vegetable dumplings: dumpling wrappers, cabbage, shiitake mushrooms, ginger
  strawberry galette: strawberries, shortcrust pastry, demerara sugar, lemon zest
  sesame ginger tofu stir-fry: firm tofu, broccoli, ginger, toasted sesame oil
  red wine braised short ribs: short ribs, red wine, carrots, thyme
`);

export const PANTRY_STAPLES = splitList('olive oil; garlic; sea salt; black pepper');

export const RECIPE_TITLE_TEMPLATES = splitList(`
  {s}; Easy {s}; The best {s}; {s} for a crowd; Make-ahead {s}; {s} (weeknight version)
  Our favourite {s}; {s} for {w}; Really good {s}; {s}, three ways
`);

export const SERVINGS = splitList('2; 4; 4; 6; 8; 12 buns');

/** Cook times in minutes: both sides of the hour so '{mins}m' and '{hrs}h {mins}m' show up. */
export const COOK_TIMES = [
  10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 75, 90, 105, 120, 150, 180, 240,
];

export const SEASONS = splitList('spring; summer; autumn; winter');

export const GENERIC_SENTENCES = splitList(`
  Saving this for later.; Bookmarking this one for the weekend.; So many good ideas in one place.
  Definitely trying this next.; A friend sent me this and I haven't stopped thinking about it.
  Love the colours in this one.; Simple, but it works every time.
  Adding this to the list for next month.; This is exactly the mood I'm after.
`);

/** Tails that stretch a title towards the 100-character limit to exercise the 2-line clamp. */
export const TITLE_TAILS = splitList(`
  that feel effortless and look like you spent the whole afternoon on them
  for slow weekends, long lunches and all the people you love most
  I keep coming back to every single season without fail
  with easy swaps, budget tips and a few things I learned the hard way
`);

export const USER_NOTES = splitList(`
  Trying this on Sunday.; Yes please.; For the new flat.; Need this in my life.
  Sending this to my sister.; Perfect for next month.
`);

/** Route words a username must never take (spec 01 §2 routes and the surfaces around them). */
export const RESERVED_USERNAMES = new Set(
  splitList(`
    search; login; logout; signup; pin; pins; settings; ideas; today; shopping; videos; about
    help; me; edit; news_hub; pin_redirect; resource; v3; offsite; healthz; img; admin; api
    business; explore; board; boards; user; users; home
  `),
);

/** Board name | description, per interest; each interest's boards fit its ideas category. */
export const BOARD_IDEAS: Record<string, string> = {
  art: `
    Watercolour botanicals | Loose, layered florals and leaf studies in watercolour.
    Sketchbook inspiration | Pages and spreads that make me want to draw every day.
    Abstract painting | Colour fields, bold marks and texture studies.
    Gallery wall ideas | Ways to hang and mix prints, originals and frames at home.
    Ceramics and clay | Hand-built pots, glazes and studio process.
    Printmaking | Linocuts, risograph prints and block printing experiments.
    Art studio goals | Small studios, clever storage and good north light.
  `,
  beauty: `
    Everyday makeup | Five-minute faces and soft, wearable colour.
    Skincare routine | Gentle, simple steps for calm skin.
    Hair inspiration | Cuts, colours and easy heatless styles.
    Nail art | Minimal manicures and seasonal nail ideas.
    Clean beauty shelf | Products and rituals I actually use.
    Bridal beauty | Soft glam and long-wearing looks for the big day.
    Natural curls | Wash days, defining and protective styles.
  `,
  'food-and-drink': `
    Weeknight dinners | Fast, forgiving dinners for busy evenings.
    Baking projects | Breads, cakes and weekend bakes worth the butter.
    Plant-based meals | Vegetable-forward dishes that still feel hearty.
    Cocktails and mocktails | Drinks for porches, parties and quiet nights in.
    Meal prep | Big-batch cooking for a calmer week.
    Comfort food | Soups, stews and bakes for cold evenings.
    Summer salads | Bright, crunchy salads for hot days.
  `,
  design: `
    Graphic design | Posters, layouts and type that stop the scroll.
    Typography | Letterforms, pairings and lettering experiments.
    Brand identity | Logos, colour systems and packaging.
    Architecture | Buildings, stairs and quiet concrete.
    Product design | Objects with honest materials and clever details.
    Colour palettes | Combinations worth stealing.
    Packaging design | Labels, boxes and tactile print finishes.
  `,
  'womens-fashion': `
    Capsule wardrobe | Fewer, better pieces that mix endlessly.
    Autumn outfits | Knits, boots and layers for crisp days.
    Workwear | Polished outfits for office days.
    Summer dresses | Linen, cotton and easy silhouettes.
    Vintage finds | Thrifted treasures and styling ideas.
    Street style | Real outfits from real streets.
    Jewellery stacks | Layered necklaces, rings and gold hoops.
  `,
  'mens-fashion': `
    Men's style | Clean basics and well-fitting layers.
    Workwear staples | Chore coats, selvedge and sturdy boots.
    Smart casual | Polished without the tie.
    Grooming | Beards, haircuts and simple routines.
    Outerwear | Coats and jackets worth the investment.
    Sneaker rotation | Everyday pairs and how to wear them.
    Wedding guest looks | Suits and sharp separates.
  `,
  'home-decor': `
    Scandinavian living room | Pale woods, soft textiles and plenty of light.
    Small space living | Clever storage and multi-use furniture.
    Bedroom refresh | Calm palettes, linen bedding and good lamps.
    Kitchen inspiration | Open shelving, tiles and warm wood.
    Plant corner | Houseplants and where to put them.
    Cosy reading nooks | Window seats, armchairs and stacked books.
    Entryway ideas | Hooks, benches and a good mirror.
  `,
  'diy-and-crafts': `
    Knitting projects | Patterns and yarn worth casting on for.
    Embroidery | Hoops, stitches and botanical motifs.
    Upcycled furniture | Thrifted pieces with a second life.
    Paper crafts | Cards, garlands and origami.
    Kids' crafts | Rainy-day projects with glue and glitter.
    Candle making | Pours, scents and containers.
    Macramé and weaving | Wall hangings, plant holders and looms.
  `,
  'fitness-and-exercise': `
    Home workouts | No-equipment sessions for small spaces.
    Yoga flow | Gentle sequences and poses to work on.
    Running | Training plans, routes and recovery.
    Strength training | Lifting basics and progressive programmes.
    Mobility and stretching | Ten minutes a day for happier joints.
    Healthy snacks | Fuel for before and after training.
    Hiking | Trails, packing lists and trail snacks.
  `,
  'animals-and-pets': `
    Dog life | Walks, toys and very good dogs.
    Cat corner | Naps, scratching posts and cat-friendly homes.
    Pet DIY | Toys, beds and treats to make at home.
    Backyard birds | Feeders, nesting boxes and birdwatching.
    Puppy training | Patient, positive training tips.
    Wildlife | Foxes, owls and the occasional hedgehog.
    Adoption stories | Rescues and second chances.
  `,
  quotes: `
    Words to live by | Little reminders for big days.
    Morning motivation | Quotes to start the day gently.
    Book quotes | Lines I underlined twice.
    Self-care reminders | Permission to rest.
    Typography quotes | Words set in beautiful type.
    Love notes | Sweet lines for the people you love.
    Creative encouragement | For days when the blank page wins.
  `,
  travel: `
    Travel bucket list | Places I'm saving up for.
    Lisbon trip | Tiles, trams and custard tarts.
    Japan itinerary | Temples, train rides and tiny bars.
    Road trips | Scenic routes and roadside stops.
    Packing tips | Carry-on only, always.
    Cabin weekends | Woods, lakes and wood-fired saunas.
    Coastal escapes | Quiet beaches and harbour towns.
  `,
  weddings: `
    Wedding inspiration | Ideas for a relaxed, joyful day.
    Bridal bouquets | Wild, garden-style and seasonal flowers.
    Wedding tablescapes | Candles, linens and long tables.
    Elopement ideas | Small ceremonies in big landscapes.
    Wedding cakes | Naked cakes, buttercream and pressed flowers.
    Bridesmaid dresses | Mix-and-match colours and cuts.
    Reception decor | Lights, signage and dance floors.
  `,
};
