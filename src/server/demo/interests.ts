// The demo catalogue's sub-interests and descriptions (issue 16 ideas pages), beside words.ts.
import type { Db } from '../db/client.ts';
import { interests } from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Sub-interests of the categories (their ideas pages show them as chips): a board whose name
 * starts with one of `boards` puts its pins in the sub-interest instead of the category.
 */
export const SUB_INTERESTS: readonly {
  name: string;
  urlName: string;
  parent: string;
  description: string;
  boards: readonly string[];
}[] = [
  {
    name: 'Watercolour',
    urlName: 'watercolour',
    parent: 'art',
    description: 'Loose florals, washes and leaf studies.',
    boards: ['Watercolour'],
  },
  {
    name: 'Ceramics',
    urlName: 'ceramics',
    parent: 'art',
    description: 'Hand-built pots, glazes and studio process.',
    boards: ['Ceramics'],
  },
  {
    name: 'Printmaking',
    urlName: 'printmaking',
    parent: 'art',
    description: 'Linocuts, risograph and block prints.',
    boards: ['Printmaking'],
  },
  {
    name: 'Makeup',
    urlName: 'makeup',
    parent: 'beauty',
    description: 'Everyday faces and soft glam.',
    boards: ['Everyday makeup', 'Bridal beauty'],
  },
  {
    name: 'Skincare',
    urlName: 'skincare',
    parent: 'beauty',
    description: 'Simple routines for calm skin.',
    boards: ['Skincare', 'Clean beauty'],
  },
  {
    name: 'Hair',
    urlName: 'hair',
    parent: 'beauty',
    description: 'Cuts, colours, curls and easy styles.',
    boards: ['Hair', 'Natural curls'],
  },
  {
    name: 'Dinner recipes',
    urlName: 'dinner-recipes',
    parent: 'food-and-drink',
    description: 'Weeknight dinners, meal prep and comfort food.',
    boards: ['Weeknight dinners', 'Meal prep', 'Comfort food'],
  },
  {
    name: 'Baking',
    urlName: 'baking',
    parent: 'food-and-drink',
    description: 'Breads, cakes and weekend projects.',
    boards: ['Baking'],
  },
  {
    name: 'Drinks',
    urlName: 'drinks',
    parent: 'food-and-drink',
    description: 'Cocktails and mocktails.',
    boards: ['Cocktails'],
  },
  {
    name: 'Graphic design',
    urlName: 'graphic-design',
    parent: 'design',
    description: 'Type, brands, packaging and layout.',
    boards: ['Graphic design', 'Typography', 'Brand identity', 'Packaging'],
  },
  {
    name: 'Architecture',
    urlName: 'architecture',
    parent: 'design',
    description: 'Buildings, details and light.',
    boards: ['Architecture'],
  },
  {
    name: "Women's outfits",
    urlName: 'womens-outfits',
    parent: 'womens-fashion',
    description: 'Capsule wardrobes, workwear and seasonal looks.',
    boards: ['Capsule wardrobe', 'Autumn outfits', 'Workwear', 'Summer dresses'],
  },
  {
    name: 'Jewellery',
    urlName: 'jewellery',
    parent: 'womens-fashion',
    description: 'Stacks, layers and everyday pieces.',
    boards: ['Jewellery'],
  },
  {
    name: "Men's outfits",
    urlName: 'mens-outfits',
    parent: 'mens-fashion',
    description: 'Staples, smart casual and outerwear.',
    boards: ['Workwear staples', 'Smart casual', 'Outerwear'],
  },
  {
    name: 'Sneakers',
    urlName: 'sneakers',
    parent: 'mens-fashion',
    description: 'The rotation and how to wear it.',
    boards: ['Sneaker'],
  },
  {
    name: 'Living room',
    urlName: 'living-room',
    parent: 'home-decor',
    description: 'Sofas, shelves and reading nooks.',
    boards: ['Scandinavian living room', 'Cosy reading nooks'],
  },
  {
    name: 'Bedroom',
    urlName: 'bedroom',
    parent: 'home-decor',
    description: 'Calm bedrooms and quick refreshes.',
    boards: ['Bedroom'],
  },
  {
    name: 'Kitchen',
    urlName: 'kitchen',
    parent: 'home-decor',
    description: 'Kitchens to cook and gather in.',
    boards: ['Kitchen'],
  },
  {
    name: 'Knitting',
    urlName: 'knitting',
    parent: 'diy-and-crafts',
    description: 'Patterns, yarns and cosy makes.',
    boards: ['Knitting'],
  },
  {
    name: 'Embroidery',
    urlName: 'embroidery',
    parent: 'diy-and-crafts',
    description: 'Stitches, hoops and mending.',
    boards: ['Embroidery'],
  },
  {
    name: 'Upcycling',
    urlName: 'upcycling',
    parent: 'diy-and-crafts',
    description: 'Old furniture, new life.',
    boards: ['Upcycled'],
  },
  {
    name: 'Yoga',
    urlName: 'yoga',
    parent: 'fitness-and-exercise',
    description: 'Flows for mornings and evenings.',
    boards: ['Yoga'],
  },
  {
    name: 'Running',
    urlName: 'running',
    parent: 'fitness-and-exercise',
    description: 'Plans, routes and gear.',
    boards: ['Running'],
  },
  {
    name: 'Strength training',
    urlName: 'strength-training',
    parent: 'fitness-and-exercise',
    description: 'Lifts and routines to get stronger.',
    boards: ['Strength'],
  },
  {
    name: 'Dogs',
    urlName: 'dogs',
    parent: 'animals-and-pets',
    description: 'Dog life and puppy training.',
    boards: ['Dog life', 'Puppy training'],
  },
  {
    name: 'Cats',
    urlName: 'cats',
    parent: 'animals-and-pets',
    description: 'Cat corners and happy cats.',
    boards: ['Cat corner'],
  },
  {
    name: 'Motivational quotes',
    urlName: 'motivational-quotes',
    parent: 'quotes',
    description: 'Words for mornings and for making things.',
    boards: ['Morning motivation', 'Creative encouragement', 'Words to live by'],
  },
  {
    name: 'Book quotes',
    urlName: 'book-quotes',
    parent: 'quotes',
    description: 'Lines worth keeping.',
    boards: ['Book quotes'],
  },
  {
    name: 'Japan travel',
    urlName: 'japan-travel',
    parent: 'travel',
    description: 'Itineraries and places to see.',
    boards: ['Japan'],
  },
  {
    name: 'Road trips',
    urlName: 'road-trips',
    parent: 'travel',
    description: 'Routes, cabins and weekends away.',
    boards: ['Road trips', 'Cabin weekends'],
  },
  {
    name: 'Packing tips',
    urlName: 'packing-tips',
    parent: 'travel',
    description: 'Travel light, forget nothing.',
    boards: ['Packing'],
  },
  {
    name: 'Wedding bouquets',
    urlName: 'wedding-bouquets',
    parent: 'weddings',
    description: 'Bridal flowers for every season.',
    boards: ['Bridal bouquets'],
  },
  {
    name: 'Wedding cakes',
    urlName: 'wedding-cakes',
    parent: 'weddings',
    description: 'Tiers, flowers and frosting.',
    boards: ['Wedding cakes'],
  },
  {
    name: 'Wedding decor',
    urlName: 'wedding-decor',
    parent: 'weddings',
    description: 'Tablescapes and reception ideas.',
    boards: ['Wedding tablescapes', 'Reception decor'],
  },
];

/** The interest a demo board's pins go to: a sub-interest its name starts with, or its own. */
export function pinInterestOf(board: { interest: string; name: string }): string {
  const sub = SUB_INTERESTS.find(
    (s) => s.parent === board.interest && s.boards.some((b) => board.name.startsWith(b)),
  );
  return sub ? sub.urlName : board.interest;
}

/** The categories' descriptions (their ideas pages' subtitles). */
export const INTEREST_DESCRIPTIONS: Readonly<Record<string, string>> = {
  art: 'Paintings, drawings, prints and clay: ideas to make and to hang.',
  beauty: 'Makeup, skincare and hair ideas for every day and big days.',
  'food-and-drink': 'Recipes for weeknights and weekends, bakes and drinks.',
  design: 'Graphic design, type, brands, buildings and the objects around us.',
  'womens-fashion': 'Outfits for work, weekends and every season, and what to wear with them.',
  'mens-fashion': 'Wardrobe staples, smart casual looks, grooming and sneakers.',
  'home-decor': 'Rooms to live in: living rooms, bedrooms, kitchens and small spaces.',
  'diy-and-crafts': 'Knitting, embroidery, upcycling and projects for rainy afternoons.',
  'fitness-and-exercise': 'Workouts at home and outdoors, yoga, running and strength.',
  'animals-and-pets': 'Dogs, cats, birds and the wild ones, and how to care for them.',
  quotes: 'Words to live by, from books, mornings and friends.',
  travel: 'Trips to plan, places to see and how to pack for them.',
  weddings: 'Flowers, cakes, tables and dresses for the day.',
};

export interface DemoInterest {
  name: string;
  urlName: string;
  description: string;
  /** a sub-interest's category (urlName); categories have none */
  parent?: string;
}

/**
 * The catalogue's interests: the 13 categories first, then the sub-interests some board of the
 * catalogue puts pins in (a sub-interest page without pins would only say so).
 */
export function demoInterests(
  categories: readonly { name: string; urlName: string }[],
  boards: readonly { interest: string; name: string }[],
): DemoInterest[] {
  const used = new Set(boards.map(pinInterestOf));
  return [
    ...categories.map((c) => ({ ...c, description: INTEREST_DESCRIPTIONS[c.urlName] ?? '' })),
    ...SUB_INTERESTS.filter((s) => used.has(s.urlName)).map(
      ({ name, urlName, description, parent }) => ({ name, urlName, description, parent }),
    ),
  ];
}

/** Writes the interests, categories first so a sub-interest finds its parent; urlName → id. */
export async function insertDemoInterests(
  tx: Tx,
  list: readonly DemoInterest[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { parent, ...it } of list) {
    const parentId = parent ? (ids.get(parent) ?? null) : null;
    const [row] = await tx
      .insert(interests)
      .values({ ...it, parentId })
      .returning({ id: interests.id });
    ids.set(it.urlName, (row as { id: number }).id);
  }
  return ids;
}
