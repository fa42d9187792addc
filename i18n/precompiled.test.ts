import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import compile from "icu-minify/compile";
import format from "icu-minify/format";
import { _createCache, _createIntlFormatters, createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";

/**
 * The app ships its messages precompiled (next.config.mjs: next-intl's `precompile`, icu-minify) and
 * formats them with use-intl's small formatter instead of the ICU parser. This checks, for every message
 * in every language, that the compiled form reads exactly like the ICU original: each argument takes
 * every form it can (plural counts, select keys, numbers), one at a time. A message using something the
 * compiled path renders differently fails here rather than in a browser.
 */
const dir = path.resolve(import.meta.dirname, "messages");
const LOCALES = ["en", "es", "pt-BR"] as const;

type Kind = "simple" | "plural" | "select" | "number" | "date";
type Node = unknown;

/** Arguments a compiled message uses, with the select keys it offers. */
function argumentsOf(message: Node): Map<string, { kind: Kind; keys: string[] }> {
  const out = new Map<string, { kind: Kind; keys: string[] }>();
  const list = (nodes: Node) => {
    if (Array.isArray(nodes)) nodes.forEach(node);
  };
  const options = (opts: Record<string, Node>) => Object.values(opts).forEach((o) => typeof o !== "string" && o !== 0 && list(o));
  const node = (n: Node) => {
    if (!Array.isArray(n)) return;
    const [name, type, arg] = n as [string, unknown, unknown];
    if (n.length === 1) out.set(name, out.get(name) ?? { kind: "simple", keys: [] });
    else if (type === 1) {
      out.set(name, { kind: "select", keys: Object.keys(arg as object) });
      options(arg as Record<string, Node>);
    } else if (type === 2 || type === 3) {
      out.set(name, { kind: "plural", keys: [] });
      options(arg as Record<string, Node>);
    } else if (type === 4) out.set(name, { kind: "number", keys: [] });
    else if (type === 5 || type === 6) out.set(name, { kind: "date", keys: [] });
    else list(n.slice(1)); // a tag's children
  };
  list(message);
  return out;
}

const candidates = ({ kind, keys }: { kind: Kind; keys: string[] }): Array<string | number | Date> =>
  kind === "plural"
    ? [0, 1, 2, 5, 21, 1000]
    : kind === "select"
      ? [...keys, "something-else"]
      : kind === "number"
        ? [0, 7, 1234.5]
        : kind === "date"
          ? [new Date(Date.UTC(2026, 10, 23, 4, 5))]
          : ["«x»"];

function leaves(value: unknown, prefix: string[] = []): Array<[string, string]> {
  if (typeof value === "string") return [[prefix.join(" › "), value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, [...prefix, k]));
}

function catalog(locale: string): Array<[string, string]> {
  const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as unknown;
  return [...leaves(read(`${locale}.json`)), ...readdirSync(path.join(dir, locale)).flatMap((f) => leaves(read(`${locale}/${f}`), [f]))];
}

describe("precompiled messages", () => {
  for (const locale of LOCALES) {
    it(`${locale}: every message reads the same compiled as through the ICU parser`, () => {
      const formatters = _createIntlFormatters(_createCache());
      const mismatches: string[] = [];
      for (const [key, source] of catalog(locale)) {
        const compiled = compile(source);
        // One message per translator, so keys holding a dot ("free_shipping.on") are reachable too.
        const t = createTranslator({ locale, messages: { m: source }, timeZone: "UTC" });
        const args = argumentsOf(typeof compiled === "string" ? [] : compiled);
        const base = Object.fromEntries([...args].map(([name, a]) => [name, candidates(a)[0]!]));
        const variants = [
          base,
          ...[...args].flatMap(([name, a]) =>
            candidates(a)
              .slice(1)
              .map((v) => ({ ...base, [name]: v })),
          ),
        ];
        for (const values of variants) {
          const viaParser = t("m", values as Record<string, string | number | Date>);
          const viaCompiled = format(compiled, locale, values, { formatters, timeZone: "UTC" });
          if (viaParser !== viaCompiled)
            mismatches.push(`${key} ${JSON.stringify(values)}: ${JSON.stringify(viaParser)} ≠ ${JSON.stringify(viaCompiled)}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
