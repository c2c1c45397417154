// Decision 076: copies of kept models made by an object literal compiled once per key list.
type Cloner = (from: object) => Record<string, unknown>;

const cloners = new WeakMap<object, Cloner | null>();
const clonersByKeys = new Map<string, Cloner>();
const MAX_CLONERS = 64;

/**
 * Decision 076: a function per key list of kept objects that copies those keys of an object as
 * an object literal does. A spread of a 47-key card, twice per card (the viewer's flags, then
 * the card's reason), took 10 µs; this takes 0.7. The keys are the kept models' own (quoted as
 * JSON), never a person's text; a list with `__proto__` (which a literal would take for the
 * prototype) or past `MAX_CLONERS` lists gets none, and the copy is a spread.
 */
export function clonerOf(root: object): Cloner | undefined {
  const known = cloners.get(root);
  if (known !== undefined) return known ?? undefined;
  const keys = Object.keys(root);
  const list = keys.join('\u0000');
  let cloner = clonersByKeys.get(list) ?? null;
  if (cloner === null && !keys.includes('__proto__') && clonersByKeys.size < MAX_CLONERS) {
    const fields = keys.map((key) => `${JSON.stringify(key)}: from[${JSON.stringify(key)}]`);
    cloner = new Function('from', `return { ${fields.join(', ')} };`) as Cloner;
    clonersByKeys.set(list, cloner);
  }
  cloners.set(root, cloner);
  return cloner ?? undefined;
}
