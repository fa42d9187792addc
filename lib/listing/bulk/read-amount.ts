// Shared by the CSV reader (server) and the selection bar (browser): no CSV library here.

/** "1234.5", "1234,5", "1.234,50" and "1,234.50" all read as 1234.5 (the last separator is the decimal one). */
export function readAmount(raw: string): number | null {
  const text = raw.replace(/[\s$R]/g, "");
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastSep = Math.max(text.lastIndexOf("."), text.lastIndexOf(","));
  const decimals = lastSep >= 0 ? text.length - lastSep - 1 : 0;
  // A lone separator followed by exactly three digits ("1.500") is a thousands separator, as sellers write it.
  const isDecimal = lastSep >= 0 && decimals !== 3;
  const whole = (isDecimal ? text.slice(0, lastSep) : text).replace(/[.,]/g, "");
  const n = Number(isDecimal ? `${whole}.${text.slice(lastSep + 1)}` : whole);
  return Number.isFinite(n) ? n : null;
}
