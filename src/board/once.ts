/**
 * Work done once per object: what is worked out from an object (an Edges, a photo's plane) is kept with it in a weak
 * map, so it goes with the object, and is given again when asked for the same object.
 */
export function onceFor<K extends object, V>(kept: WeakMap<K, V>, key: K, work: () => V): V {
  const known = kept.get(key);
  if (known !== undefined) return known;
  const value = work();
  kept.set(key, value);
  return value;
}
