import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Where the real answers live: the shared reference folder beside the repository (read-only, kept by the
 * team's reference) and this repository's own additions (`samples/`, each with its source in
 * samples/SOURCES.md). The suite fails when the shared folder is missing rather than passing on nothing.
 */
export const SHARED_SAMPLES = path.resolve(process.cwd(), "../shared/reference/real-samples");
export const OWN_SAMPLES = path.resolve(process.cwd(), "lib/marketplace/contract/samples");

export function sampleFiles(): string[] {
  if (!existsSync(SHARED_SAMPLES)) throw new Error(`the real samples are missing: ${SHARED_SAMPLES}`);
  const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : []);
  return [...list(SHARED_SAMPLES), ...list(OWN_SAMPLES)].sort();
}

export function readSample(file: string): unknown {
  const own = path.join(OWN_SAMPLES, file);
  return JSON.parse(readFileSync(existsSync(own) ? own : path.join(SHARED_SAMPLES, file), "utf8"));
}

/** `…-error-429-1.json` (or `errors-403-1.json`, any call's error) → the status; every other sample was a 2xx. */
export function sampleStatus(file: string): number {
  const match = /(?:^|-)errors?-(\d{3})-/.exec(file);
  return match ? Number(match[1]) : 200;
}
