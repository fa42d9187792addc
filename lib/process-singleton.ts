/**
 * One value per server process. Next bundles the route handlers, `instrumentation.ts` and the workers as
 * separate module graphs, and a dev reload evaluates modules again, so a module-level `const` would exist
 * once per graph and per reload. The value lives on `globalThis` under `Symbol.for("mostrador.<name>")`,
 * a key every graph (and the plain-JS `scripts/serve.mjs`) reaches by the same name.
 */
type Slots = Record<symbol, unknown>;

const slotOf = (name: string) => Symbol.for(`mostrador.${name}`);
const slots = () => globalThis as unknown as Slots;

/** This process's `name`, made by `create` the first time any module graph asks for it. */
export function processSingleton<T>(name: string, create: () => T): T {
  const slot = slotOf(name);
  const store = slots();
  if (!(slot in store)) store[slot] = create();
  return store[slot] as T;
}

/** This process's `name` if something made it already; never makes it (a reset that has nothing to reset). */
export function peekProcessSingleton<T>(name: string): T | undefined {
  return slots()[slotOf(name)] as T | undefined;
}

/** Sets this process's `name` (a value another program hands over, or a test standing in for one). */
export function setProcessSingleton<T>(name: string, value: T): void {
  slots()[slotOf(name)] = value;
}

/** true the first time it is called with `name` in this process, false ever after: start-once guards. */
export function firstTimeInProcess(name: string): boolean {
  const started = processSingleton("startedOnce", () => new Set<string>());
  if (started.has(name)) return false;
  started.add(name);
  return true;
}
