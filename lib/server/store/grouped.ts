/** The ids of `items` under each key, in their order: one statement a key (a status, an outcome). */
export function idsBy<T, K>(items: Iterable<T>, key: (item: T) => K, id: (item: T) => number) {
  const groups = new Map<K, number[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(id(item));
    else groups.set(key(item), [id(item)]);
  }
  return groups;
}
