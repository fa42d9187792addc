import { logger } from "../log";

const log = logger("notifications");

/**
 * The sellers connected here, kept in memory so the callback can tell a notification for nobody of
 * ours without touching the database (the marketplace only counts an answer within 500 ms).
 *
 * `isKnown` answers "no" only while the copy is fresh; past `freshMs` an unknown seller is let through
 * (the mover's insert checks the database again, so nothing is stored for nobody) and a reload starts,
 * so a seller who just connected on another instance is heard within seconds, and a flood naming
 * strangers costs at most one reload per `freshMs`.
 */
export interface KnownSellers {
  isKnown(userId: bigint): boolean;
  /** A seller connected by this process: known at once. */
  add(userId: bigint): void;
  /** A seller disconnected by this process: dropped at once (other instances' inserts check the database). */
  remove(userId: bigint): void;
  /** Reloads now (tests; the first callback after a start also triggers one). */
  reload(): Promise<void>;
}

export function createKnownSellers(load: () => Promise<bigint[]>, { freshMs = 5_000, now = Date.now } = {}): KnownSellers {
  let ids = new Set<bigint>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;

  function reload(): Promise<void> {
    loading ??= load()
      .then((list) => {
        ids = new Set(list);
        loadedAt = now();
      })
      .catch((error: Error) => log.error({ err: error }, "could not read the connected sellers"))
      .finally(() => (loading = null));
    return loading;
  }

  return {
    isKnown(userId) {
      if (ids.has(userId)) return true;
      if (now() - loadedAt < freshMs) return false;
      void reload();
      return true;
    },
    add: (userId) => void ids.add(userId),
    remove: (userId) => void ids.delete(userId),
    reload,
  };
}
