/** A map that keeps values by key: a Map, or a WeakMap for objects (what is kept then goes with the object). */
interface Keeper<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * Work done once per key: what is worked out for a key (an Edges, a photo's plane, a family pair's lines) is kept
 * and given again when the same key is asked for.
 */
export function onceFor<K, V>(kept: Keeper<K, V>, key: K, work: () => V): V {
  const known = kept.get(key);
  if (known !== undefined) return known;
  const value = work();
  kept.set(key, value);
  return value;
}
