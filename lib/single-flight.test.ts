import { describe, expect, it } from "vitest";
import { createSingleFlight } from "./single-flight";

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("createSingleFlight", () => {
  it("shares one flight among callers of the same key, and runs the work once", async () => {
    const flights = createSingleFlight<string, number>();
    const gate = deferred<number>();
    let runs = 0;
    const work = () => (runs++, gate.promise);
    const first = flights.run("a", work);
    const second = flights.run("a", work);
    expect(second).toBe(first);
    gate.resolve(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    await tick();
    expect(runs).toBe(1);
  });

  it("keeps keys apart", async () => {
    const flights = createSingleFlight<string, string>();
    const [a, b] = [flights.run("a", async () => "A"), flights.run("b", async () => "B")];
    expect(a).not.toBe(b);
    expect(await Promise.all([a, b])).toEqual(["A", "B"]);
  });

  it("forgets the key once the work settles: the next caller starts afresh", async () => {
    const flights = createSingleFlight<string, number>();
    let runs = 0;
    expect(await flights.run("a", async () => ++runs)).toBe(1);
    await tick();
    expect(flights.size).toBe(0);
    expect(await flights.run("a", async () => ++runs)).toBe(2);
  });

  it("shares a failure with everyone waiting, and never remembers it", async () => {
    const flights = createSingleFlight<string, number>();
    const gate = deferred<number>();
    const first = flights.run("a", () => gate.promise);
    const second = flights.run("a", () => Promise.resolve(0));
    gate.reject(new Error("upstream down"));
    await expect(first).rejects.toThrow("upstream down");
    await expect(second).rejects.toThrow("upstream down");
    await tick();
    expect(flights.current("a")).toBeUndefined();
    expect(await flights.run("a", async () => 3)).toBe(3);
  });

  it("turns work that throws synchronously into a rejected flight, not a throw at the caller", async () => {
    const flights = createSingleFlight<string, number>();
    const flight = flights.run("a", () => {
      throw new Error("bad input");
    });
    await expect(flight).rejects.toThrow("bad input");
  });

  it("registers the flight before the work runs, so a caller the work itself triggers joins it", async () => {
    const flights = createSingleFlight<string, number>();
    let inner: Promise<number> | undefined;
    const outer = flights.run("a", async () => {
      inner = flights.run("a", async () => 99);
      return 1;
    });
    expect(await outer).toBe(1);
    expect(inner).toBe(outer);
  });

  it("with `settled`, holds the key until what the value carries is done too", async () => {
    const items = deferred<string[]>();
    const flights = createSingleFlight<string, { ids: string[]; items: Promise<string[]> }>({ settled: (v) => v.items });
    const first = await flights.run("a", async () => ({ ids: ["x"], items: items.promise }));
    await tick();
    expect(flights.current("a")).toBeDefined(); // ids are in, items still arriving: a caller joins this read
    expect(await flights.run("a", async () => ({ ids: [], items: Promise.resolve([]) }))).toBe(first);
    items.resolve(["x"]);
    await tick();
    expect(flights.size).toBe(0);
  });

  it("with `settled`, ends the flight when what the value carries fails, without an unhandled rejection", async () => {
    const flights = createSingleFlight<string, { items: Promise<string[]> }>({ settled: (v) => v.items });
    const items = Promise.reject(new Error("items failed"));
    items.catch(() => undefined);
    await flights.run("a", async () => ({ items }));
    await tick();
    expect(flights.size).toBe(0);
  });
});
