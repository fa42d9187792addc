import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 9: with the marketplace unreachable, prices turned into raw numbers, dates moved to another time
 * zone and actions disappeared, because pages took the seller's site, role and nickname from `useMe`
 * (the marketplace's /users/me). They are ours, stored at sign-in (`useAccount`). These rules hold for
 * every file of the UI, so a new page is checked without editing this test.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [full] : [];
  });
}

const UI = [...sources(path.join(ROOT, "app")), ...sources(path.join(ROOT, "components"))].filter(
  (f) => !f.includes(`${path.sep}api${path.sep}`),
);
const rel = (file: string) => path.relative(ROOT, file);

/** Lines of the UI matching `pattern`, as "file:line: text". */
function offenders(pattern: RegExp, allowed: Record<string, string> = {}): string[] {
  return UI.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (pattern.test(line) && !allowed[rel(file)] ? [`${rel(file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe("the seller's account in the UI", () => {
  it("finds the UI's files", () => {
    expect(UI.length).toBeGreaterThan(100);
  });

  it("takes site, role and nickname from our account, never from the marketplace's answer", () => {
    expect(offenders(/\bme\??\.(data\??\.)?(siteId|viewer|nickname)\b|useMe\(\)\.data\??\.(siteId|viewer|nickname)\b/)).toEqual([]);
  });

  it("formats dates with lib/format.ts only (one format, in the site's time zone)", () => {
    const allowed = { "app/(dashboard)/today-work.tsx": "an hour of the site's day (a label such as 14:00), not a moment" };
    expect(offenders(/toLocale(Date|Time)?String\(|new Intl\.DateTimeFormat\(/, allowed)).toEqual([]);
  });
});
