/**
 * Where a copy of a game stands against the store. Kept apart from the repository (no Dexie here), so the app's
 * shell can compare heads without loading the database code.
 */
export interface Head {
  count: number;
  rev: string;
}

/**
 * Whether two heads name the same record. A rev names the whole stored record (docs/persistence.md: a uid is never
 * reused, so equal revs mean equal records); the count is compared too, as a check that costs nothing.
 */
export const sameHead = (a: Head | null, b: Head | null): boolean => a !== null && b !== null && a.count === b.count && a.rev === b.rev;
