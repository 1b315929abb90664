/**
 * One value (a cache, usually) per database handle: test servers in one process each have their own
 * database and must never see each other's entries, and a closed database's entries go with it.
 */
export function perDatabase<T>(create: () => T): { of(db: object): T; peek(db: object): T | undefined } {
  const values = new WeakMap<object, T>();
  return {
    of(db) {
      let value = values.get(db);
      if (value === undefined) {
        value = create();
        values.set(db, value);
      }
      return value;
    },
    peek: (db) => values.get(db),
  };
}
