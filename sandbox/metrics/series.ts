import { SITES } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";
import { hashString } from "../core/rng.ts";

/**
 * Visits and phone views are not stored: every value is a pure function of (item id, local date, hour),
 * so any window over any date is computable, repeatable across resets, and costs nothing to seed.
 * Days are the site's calendar days; hours are whole hours (every served site has a whole-hour offset,
 * so local hours and UTC hours line up).
 */

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/** Visits are reported up to 48 h late (notes §7): an hour's visits are all visible 48 h after it ends. */
export const MAX_LAG_MS = 48 * HOUR_MS;

/** Sunday … Saturday: shoppers browse less on weekends, most on Monday and Tuesday. */
const WEEKDAY_FACTOR = [0.66, 1.12, 1.15, 1.1, 1.04, 0.95, 0.72];

/** Local hour weights: quiet at night, a lunch peak and an evening peak. */
const HOUR_WEIGHTS = [2, 1, 1, 0.6, 0.5, 0.7, 1.4, 2.6, 3.8, 4.6, 5.1, 5.6, 6.2, 6.0, 5.3, 5.0, 5.1, 5.4, 5.9, 6.6, 7.2, 7.0, 5.6, 3.6];

/** Where visits come from. MLB's own domain is Mercado Livre, so its company carries that name. */
export function companiesFor(siteId: Item["site_id"]): string[] {
  return [siteId === "MLB" ? "mercadolivre" : "mercadolibre", "mercadoshops", "google", "facebook"];
}

/** A float in [0, 1) fixed by the key. */
export const unit = (key: string) => hashString(key) / 4294967296;

export function offsetMs(siteId: Item["site_id"]): number {
  const offset = SITES[siteId].utcOffset;
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h, m] = offset.slice(1).split(":").map(Number);
  return sign * (h! * 60 + m!) * 60_000;
}

/** Local calendar day number (days since 1970-01-01) of an instant on a site. */
export const localDay = (ms: number, siteId: Item["site_id"]) => Math.floor((ms + offsetMs(siteId)) / DAY_MS);
/** The UTC instant when a local day starts. */
export const dayStartMs = (day: number, siteId: Item["site_id"]) => day * DAY_MS - offsetMs(siteId);
export const dayLabel = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Splits total into integer parts proportional to weights, summing exactly to total (largest remainder). */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const parts = raw.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    parts[i]! += 1;
  }
  return parts;
}

/** Per-item constants: popularity, trend, whether it gets traffic spikes, and where its visitors come from. */
function profile(item: Item) {
  const u = (k: string) => unit(`${item.id}|${k}`);
  // About 7 % of listings get no visits at all (a bad title, a buried category): real accounts have them.
  const unseen = u("no-traffic") < 0.07;
  const base = unseen ? 0 : item.buying_mode === "classified" ? 25 + u("base") * 160 : 3 + u("base") * 95;
  const statusFactor = item.status === "active" ? 1 : item.status === "paused" ? 0.25 : 0.08;
  const main = 0.8 + u("main") * 0.14;
  const shops = (1 - main) * (0.35 + u("shops") * 0.3);
  const google = (1 - main - shops) * (0.6 + u("google") * 0.3);
  return {
    base: base * statusFactor,
    trendPerDay: -0.0015 + u("trend") * 0.005,
    spiky: u("spiky") < 0.18,
    phoneRate: 0.03 + u("phone") * 0.09,
    companyWeights: [main, shops, google, Math.max(0, 1 - main - shops - google)],
    createdDay: localDay(Date.parse(item.date_created) || 0, item.site_id),
  };
}

export type Profile = ReturnType<typeof profile>;

/** Full-day values of one item on one local day: visits and phone views per local hour. */
export interface DayValues {
  visits: number[];
  phoneViews: number[];
}

function computeDay(item: Item, p: Profile, day: number): DayValues {
  if (day < p.createdDay) return { visits: new Array(24).fill(0), phoneViews: new Array(24).fill(0) };
  const date = dayLabel(day);
  const weekday = new Date(day * DAY_MS).getUTCDay();
  const trend = Math.min(3, Math.max(0.3, 1 + p.trendPerDay * (day - p.createdDay)));
  const noise = 0.8 + unit(`${item.id}|${date}|noise`) * 0.4;
  const spike = p.spiky && unit(`${item.id}|${date}|spike`) < 0.05 ? 3 + unit(`${item.id}|${date}|size`) * 5 : 1;
  const total = Math.round(p.base * WEEKDAY_FACTOR[weekday]! * trend * noise * spike);
  const weights = HOUR_WEIGHTS.map((w, h) => w * (0.7 + unit(`${item.id}|${date}|${h}`) * 0.6));
  const visits = apportion(total, weights);
  // Phone views exist only where the listing shows a phone: classified items.
  const phoneTotal = item.buying_mode === "classified" ? Math.floor(total * p.phoneRate + unit(`${item.id}|${date}|pv`)) : 0;
  return { visits, phoneViews: apportion(phoneTotal, visits) };
}

/**
 * Sums over [fromMs, toMs) for one item as seen at nowMs: hours that have not started yet count 0
 * (today is partial), whole hours only.
 */
export class ItemSeries {
  private readonly p: Profile;
  private readonly cache = new Map<number, DayValues>();

  constructor(
    readonly item: Item,
    private readonly nowMs: number,
  ) {
    this.p = profile(item);
  }

  day(day: number): DayValues {
    let v = this.cache.get(day);
    if (!v) {
      v = computeDay(this.item, this.p, day);
      this.cache.set(day, v);
    }
    return v;
  }

  /**
   * Sums over [fromMs, toMs) as seen at nowMs. With `lagged`, an hour's visits show up gradually: a
   * per-item-and-day delay of 6–48 h after the hour ends, reached linearly, so the last two days are low
   * and fill in as the clock moves (what "provisional" means on the real marketplace).
   */
  private sum(fromMs: number, toMs: number, pick: (d: DayValues) => number[], lagged: boolean): number {
    const off = offsetMs(this.item.site_id);
    const end = Math.min(toMs, Math.floor(this.nowMs / HOUR_MS) * HOUR_MS + HOUR_MS);
    const settled = lagged ? this.reportedAtMs() - MAX_LAG_MS : Infinity;
    let total = 0;
    for (let t = Math.ceil(fromMs / HOUR_MS) * HOUR_MS; t < end;) {
      const local = t + off;
      const day = Math.floor(local / DAY_MS);
      const hour = Math.floor((local - day * DAY_MS) / HOUR_MS);
      const values = pick(this.day(day));
      const dayEnd = (day + 1) * DAY_MS - off;
      if (hour === 0 && dayEnd <= end && dayEnd <= settled) {
        total += values.reduce((a, b) => a + b, 0);
        t = dayEnd;
      } else {
        total += lagged ? this.reported(values[hour]!, day, t + HOUR_MS) : values[hour]!;
        t += HOUR_MS;
      }
    }
    return total;
  }

  /**
   * Reports are published once an hour, at the top of the hour (like a batch job): counts stay the same
   * within an hour, so two reads a minute apart agree.
   */
  private reportedAtMs(): number {
    return Math.floor(this.nowMs / HOUR_MS) * HOUR_MS;
  }

  /** How many of an hour's visits the marketplace has reported by now. */
  private reported(value: number, day: number, hourEndMs: number): number {
    // The current hour has not ended: its age is 0, so nothing of it is reported yet.
    const age = Math.max(0, this.reportedAtMs() - hourEndMs);
    if (age >= MAX_LAG_MS) return value;
    const lag = (6 + unit(`${this.item.id}|${dayLabel(day)}|lag`) * 42) * HOUR_MS;
    return Math.floor(value * Math.min(1, age / lag) + 1e-9);
  }

  visits(fromMs: number, toMs: number): number {
    return this.sum(fromMs, toMs, (d) => d.visits, true);
  }

  phoneViews(fromMs: number, toMs: number): number {
    return this.sum(fromMs, toMs, (d) => d.phoneViews, false);
  }

  /** The visits of a period split by company, by this item's traffic mix. */
  detail(total: number): Array<{ company: string; quantity: number }> {
    const parts = apportion(total, this.p.companyWeights);
    return companiesFor(this.item.site_id).map((company, i) => ({ company, quantity: parts[i]! }));
  }
}

/** Adds up per-company details of several items (a user's visits). */
export function mergeDetails(details: Array<Array<{ company: string; quantity: number }>>): Array<{ company: string; quantity: number }> {
  const byCompany = new Map<string, number>();
  for (const list of details) for (const { company, quantity } of list) byCompany.set(company, (byCompany.get(company) ?? 0) + quantity);
  return [...byCompany].map(([company, quantity]) => ({ company, quantity })).sort((a, b) => b.quantity - a.quantity);
}
