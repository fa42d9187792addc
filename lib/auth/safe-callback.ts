/**
 * Where to send a visitor after sign-in: a path on our own origin, or "/". Browser-safe (no server-only
 * import): the sign-in page, next-auth's redirect callback and the credentials form all use it.
 *
 * The target is resolved against the origin the way a browser would, and refused unless it stays there.
 * Browsers read "\" as "/" and drop tabs and newlines, so `/\evil.example` or `/<tab>/evil.example` is
 * `//evil.example` to them: such characters are refused outright rather than guessed at.
 */
const PLACEHOLDER_ORIGIN = "http://mostrador.invalid";

export function safeCallbackUrl(value: unknown, origin: string = PLACEHOLDER_ORIGIN): string {
  if (typeof value !== "string" || value === "") return "/";
  // Control characters (tab, CR, LF, …) and backslashes have no business in a path of ours.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(value, base);
  } catch {
    return "/";
  }
  if (target.origin !== base.origin) return "/";
  // "/a/..//evil.example" resolves to the path "//evil.example", which a browser would read as a host.
  if (target.pathname.startsWith("//")) return "/";
  return `${target.pathname}${target.search}${target.hash}`;
}
