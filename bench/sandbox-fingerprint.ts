import { createHash, type Hash } from "node:crypto";

/**
 * A digest of everything the sandbox generates (each domain's state with every site's public catalog
 * joined, and every site's tree dump), at a fixed clock: run it before and after a change to the
 * seed or its caches to prove the data stayed identical. Run: npx tsx bench/sandbox-fingerprint.ts
 */
const FIXED = Date.parse("2026-11-20T15:00:00.000Z");
const RealDate = Date;
// Seeds read the clock through `new Date()`: pin it so two runs can be compared byte for byte.
globalThis.Date = class extends RealDate {
  constructor(...args: unknown[]) {
    super(...((args.length ? args : [FIXED]) as []));
  }
  static now() {
    return FIXED;
  }
} as DateConstructor;

const { createSandbox } = await import("../sandbox/app.ts");
const { ensureMarket } = await import("../sandbox/market/index.ts");
const { siteDump } = await import("../sandbox/catalog/routes-dump.ts");
const { SITE_IDS } = await import("../sandbox/catalog/tree.ts");

/** Feeds a value to the hash in a canonical form: Maps and Sets in insertion order, cycles cut. */
function feed(hash: Hash, value: unknown, stack: object[] = []): void {
  if (value === null || typeof value !== "object") {
    hash.update(`${typeof value}:${String(value)};`);
    return;
  }
  if (stack.includes(value)) {
    hash.update("<cycle>;");
    return;
  }
  stack.push(value);
  if (value instanceof Map) {
    hash.update("M{");
    for (const [k, v] of value) {
      feed(hash, k, stack);
      feed(hash, v, stack);
    }
  } else if (value instanceof Set || Array.isArray(value)) {
    hash.update("A[");
    for (const v of value) feed(hash, v, stack);
  } else if (Buffer.isBuffer(value)) {
    hash.update(value);
  } else {
    hash.update("O{");
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === "function") continue;
      hash.update(`${k}=`);
      feed(hash, v, stack);
    }
  }
  hash.update("};");
  stack.pop();
}

// The public URL is part of every permalink and picture URL: fix it too.
const sandbox = createSandbox({ port: 4010, publicUrl: "http://localhost:4010" });
ensureMarket(sandbox.ctx.state);
const state = sandbox.ctx.state as unknown as Record<string, unknown>;
for (const domain of Object.keys(state).sort()) {
  const hash = createHash("sha256");
  feed(hash, state[domain]);
  console.log(`${domain.padEnd(12)} ${hash.digest("hex").slice(0, 16)}`);
}
console.log(`items        ${sandbox.ctx.state.catalog.items.size}`);
for (const site of SITE_IDS) console.log(`dump ${site}     ${siteDump(site).md5}`);
sandbox.stop();
