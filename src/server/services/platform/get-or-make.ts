/** A `Map` or a `WeakMap`. */
interface Keeps<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * What `map` holds for `key`, made by `make` and kept there the first time it is asked (an
 * in-process memo of work on objects that never change: decisions 082 and 095). A kept `null`
 * counts as made.
 */
export function getOrMake<K, V>(map: Keeps<K, V>, key: K, make: () => V): V {
  const known = map.get(key);
  if (known !== undefined) return known;
  const made = make();
  map.set(key, made);
  return made;
}
