/**
 * Keyed promise sharing: while work for a key is in flight, a second caller with the same key gets the
 * same promise instead of starting the work again (two tabs opening one list make one upstream read).
 * The key is forgotten once the work settles, or once `settled(value)` does when the caller's work hands
 * back something that goes on after its promise resolves (a list whose items are still arriving).
 * Failures are shared too and never remembered: the next caller after a failure starts afresh.
 */
export interface SingleFlight<K, V> {
  /** The flight for `key`, joining the one in flight or starting `work`. */
  run<T extends V>(key: K, work: () => Promise<T>): Promise<T>;
  /** The flight for `key` if one is under way. */
  current(key: K): Promise<V> | undefined;
  /** Keys in flight now. */
  readonly size: number;
}

export interface SingleFlightOptions<V> {
  /** When the flight ends, if later than its promise: the key stays taken until this settles. */
  settled?: (value: V) => Promise<unknown>;
}

export function createSingleFlight<K, V>({ settled }: SingleFlightOptions<V> = {}): SingleFlight<K, V> {
  const flights = new Map<K, Promise<V>>();
  return {
    run<T extends V>(key: K, work: () => Promise<T>): Promise<T> {
      const running = flights.get(key);
      if (running) return running as Promise<T>;
      // Registered before `work` can await anything, so a caller right behind this one joins it.
      const flight = Promise.resolve().then(work);
      flights.set(key, flight);
      // Only this flight's own entry is removed: a later flight under the same key is not touched.
      const forget = () => void (flights.get(key) === flight && flights.delete(key));
      flight
        .then((value) => (settled ? settled(value) : undefined))
        .then(forget, forget)
        .catch(() => undefined);
      return flight;
    },
    current: (key) => flights.get(key),
    get size() {
      return flights.size;
    },
  };
}
