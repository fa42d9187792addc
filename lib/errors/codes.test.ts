import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { CONTEXT_GENERIC_KEYS, ERROR_CODES, GENERIC_KEY, errorEntry, type ErrorEntry } from "./codes";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MESSAGES = path.join(ROOT, "i18n/messages");
const LOCALES = ["en", "es", "pt-BR"];

/** A locale's messages as the app loads them (i18n/request.ts): the base file, each feature file under its name. */
function messagesOf(locale: string): Record<string, unknown> {
  const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const features = readdirSync(path.join(MESSAGES, locale)).map((f) => [f.replace(/\.json$/, ""), read(path.join(MESSAGES, locale, f))]);
  return { ...read(path.join(MESSAGES, `${locale}.json`)), ...Object.fromEntries(features) };
}

function lookup(messages: Record<string, unknown>, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      messages,
    );
}

/** Every translation key the table names: each entry's wording, its features' wordings, the generic texts. */
function tableKeys(): string[] {
  const keys = new Set<string>([GENERIC_KEY, ...Object.values(CONTEXT_GENERIC_KEYS)]);
  for (const entry of Object.values(ERROR_CODES) as ErrorEntry[]) {
    keys.add(entry.messageKey);
    if (entry.waitKey) keys.add(entry.waitKey);
    for (const own of Object.values(entry.in ?? {})) {
      if (typeof own === "string") keys.add(own);
      else if (own) [own.messageKey, own.waitKey].forEach((k) => k && keys.add(k));
    }
  }
  return [...keys].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" || name.startsWith(".") ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const SOURCES = ["lib", "app"]
  .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .map((file) => ({ file: path.relative(ROOT, file), text: readFileSync(file, "utf8") }));

/** The codes routes answer with, read off the source: every AppError, our plan's refusals, the callback's. */
function emittedCodes(): string[] {
  const codes = new Set<string>();
  for (const { file, text } of SOURCES) {
    for (const [, code] of text.matchAll(/new AppError\(\s*"(\w+)"/g)) codes.add(code!);
    if (file.startsWith("lib/shipping/")) for (const [, code] of text.matchAll(/kind: "refused", itemId, code: "(\w+)"/g)) codes.add(code!);
    if (file === "lib/shipping/apply-change.ts") for (const [, code] of text.matchAll(/: "(not_\w+)";/g)) codes.add(code!);
    if (file === "lib/notifications/callback-http.ts") for (const [, code] of text.matchAll(/refusal\("(\w+)"/g)) codes.add(code!);
  }
  // Built from a parameter (lib/api/ids.ts) and from lib/replies' constant.
  for (const code of ["invalid_question_id", "invalid_user_id", "unfilled_variables"]) codes.add(code);
  return [...codes].sort();
}

describe("the error table", () => {
  it("has a status and words for every code a route can answer with", () => {
    const codes = emittedCodes();
    expect(codes.length).toBeGreaterThan(60);
    expect(codes.filter((code) => !errorEntry(code))).toEqual([]);
    for (const code of codes) {
      const { status } = errorEntry(code)!;
      expect(status >= 400 && status <= 599, `${code} → ${status}`).toBe(true);
    }
  });

  it("names only translation keys that exist, as text, in every locale", () => {
    for (const locale of LOCALES) {
      const messages = messagesOf(locale);
      const missing = tableKeys().filter((key) => typeof lookup(messages, key) !== "string");
      expect(missing, locale).toEqual([]);
    }
  });

  it("relays each marketplace refusal status through one code", () => {
    const relayed = Object.entries(ERROR_CODES).filter(([, e]) => "relay" in e && e.relay);
    expect(relayed.map(([code, e]) => [e.status, code]).sort()).toEqual([
      [400, "bad_request"],
      [403, "forbidden"],
      [404, "not_found"],
      [409, "conflict"],
      [422, "unprocessable"],
    ]);
  });

  it("answers 500 only for a bug, with the generic words", () => {
    expect(Object.entries(ERROR_CODES).filter(([, e]) => e.status === 500)).toEqual([
      ["internal_error", { status: 500, messageKey: GENERIC_KEY }],
    ]);
  });

  it("reads wire codes without the prototype's names", () => {
    expect(errorEntry("constructor")).toBeUndefined();
    expect(errorEntry("toString")).toBeUndefined();
    expect(errorEntry("not_found")).toMatchObject({ status: 404 });
  });
});

describe("AppError", () => {
  it("takes its status from the table and carries a relayed code", () => {
    const error = new AppError("cannot_delete_answered", "Answered questions cannot be deleted; hide it instead.");
    expect(error).toMatchObject({ status: 409, code: "cannot_delete_answered", wireCode: "cannot_delete_answered" });
    const relayed = new AppError(
      "unprocessable",
      "Validation error",
      { causes: [] },
      { relayCode: "item.shipping.invalid", retryAfterSeconds: 3 },
    );
    expect(relayed).toMatchObject({ status: 422, wireCode: "item.shipping.invalid", retryAfterSeconds: 3, details: { causes: [] } });
  });

  it("is recognised by brand, whichever copy of the module made it", () => {
    expect({ [Symbol.for("mostrador.AppError")]: true }).toBeInstanceOf(AppError);
    expect(new Error("x")).not.toBeInstanceOf(AppError);
  });
});

describe("no route words its own status", () => {
  it("leaves statuses to the table: no ApiError, no hand-built envelope, no status picked from a code", () => {
    const offenders = SOURCES.filter(({ file, text }) => {
      if (file === "lib/api/errors.ts" || file.startsWith("lib/errors/")) return false;
      const code = text.replace(/^\s*(\/\/|\*|\/\*).*$/gm, "");
      return (
        /\bApiError\b|\berrorResponse\(|TeamError|Response\.json\(\{\s*error/.test(code) ||
        (file.startsWith("app/api/") && /\b(429|502|504)\b/.test(code))
      );
    });
    expect(offenders.map((o) => o.file)).toEqual([]);
  });
});
