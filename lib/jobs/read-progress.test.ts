import { expect, it } from "vitest";
import type { SellerClient } from "../marketplace/client";
import { readProgress, trackRead } from "./read-progress";

it("says how many of a read's calls are answered while it runs, and nothing once it ended", async () => {
  const gates: Array<() => void> = [];
  const upstream = (() => new Promise<void>((resolve) => gates.push(resolve))) as unknown as SellerClient;
  expect(readProgress("metrics-items", "ws1")).toEqual({ running: false, done: 0, total: 0 });
  const read = trackRead("metrics-items", "ws1", (track) => {
    const client = track(upstream);
    return Promise.all([1, 2, 3].map(() => client("/items", { schema: null as never })));
  });
  await Promise.resolve();
  expect(readProgress("metrics-items", "ws1")).toEqual({ running: true, done: 0, total: 3 });
  expect(readProgress("questions-sync", "ws1").running).toBe(false); // another kind, another read
  gates.shift()!();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(readProgress("metrics-items", "ws1")).toEqual({ running: true, done: 1, total: 3 });
  for (const open of gates.splice(0)) open();
  await read;
  expect(readProgress("metrics-items", "ws1")).toEqual({ running: false, done: 0, total: 0 });
});
