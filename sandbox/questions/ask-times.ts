import { SITES, type SiteId } from "../accounts/types.ts";
import { hashString } from "../core/rng.ts";

const DAY = 86_400_000;
/**
 * How far back the seeded history goes: the app's longest comparison is a 150-day custom range against
 * the 150 days before it, so both halves need questions; plus a day, because ranges are whole local days
 * with today included, so the earliest one starts up to a day more than 300 × 24 h ago.
 */
export const HISTORY_DAYS = 301;
/** The part of the history generated as recent threads (the inbox's working set; see seed.ts). */
export const RECENT_DAYS = 30;
/** Sunday … Saturday: buyers ask as they browse, most early in the week and least at weekends. */
const WEEKDAY_FACTOR = [0.68, 1.12, 1.15, 1.1, 1.04, 0.95, 0.74];

interface Segment {
  start: number;
  end: number;
  /** Cumulative weight up to the end of this segment. */
  cum: number;
}

/**
 * When a seller's buyers ask, as a density over [now − HISTORY_DAYS, now): a weekly rhythm on the site's
 * local days and a gentle per-seller trend (most sellers growing, a few shrinking). A uniform number maps
 * to an instant by the inverse of that density, so a draw consumes one random number whatever the clock
 * says (seed.ts needs that for id stability) and only the date moves when the clock does.
 */
export class AskTimes {
  private readonly segments: Segment[] = [];
  private readonly recentFrom: number;
  private readonly recentStart: number;
  private readonly trendPerDay: number;

  constructor(sellerId: number, site: SiteId, nowMs: number) {
    // Growth per day between −0.05 % and +0.22 %: over 90 days, −4 % to +22 %; never a cliff.
    const trendPerDay = (this.trendPerDay = -0.0005 + (hashString(`questions-trend|${sellerId}`) / 4294967296) * 0.0027);
    const offset = offsetMs(site);
    const from = nowMs - HISTORY_DAYS * DAY;
    const cut = nowMs - RECENT_DAYS * DAY;
    let cum = 0;
    for (let t = from; t < nowMs;) {
      const localDay = Math.floor((t + offset) / DAY);
      const dayEnd = (localDay + 1) * DAY - offset;
      const end = Math.min(dayEnd, nowMs, t < cut ? cut : Infinity);
      const weekday = new Date(localDay * DAY).getUTCDay();
      const daysAgo = (nowMs - (t + end) / 2) / DAY;
      cum += ((end - t) / DAY) * WEEKDAY_FACTOR[weekday]! * Math.exp(-trendPerDay * daysAgo);
      this.segments.push({ start: t, end, cum });
      t = end;
    }
    this.recentFrom = this.segments.findIndex((s) => s.start >= cut);
    this.recentStart = this.segments[this.recentFrom - 1]?.cum ?? 0;
  }

  /** An instant in the last RECENT_DAYS for u in [0, 1). */
  recent(u: number): number {
    return this.at(this.recentStart + u * (this.total - this.recentStart));
  }

  /** An instant in the older part of the history for u in [0, 1). */
  older(u: number): number {
    return this.at(u * this.recentStart);
  }

  /**
   * How many questions the older part holds for each one in the recent part, on average: from the trend
   * alone, not the weekday mix of the current window, so the count of older threads (and with it the
   * random numbers the seed consumes) does not depend on the clock.
   */
  get olderPerRecent(): number {
    const mass = (fromDays: number, toDays: number) =>
      this.trendPerDay === 0
        ? toDays - fromDays
        : (Math.exp(-this.trendPerDay * fromDays) - Math.exp(-this.trendPerDay * toDays)) / this.trendPerDay;
    return mass(RECENT_DAYS, HISTORY_DAYS) / mass(0, RECENT_DAYS);
  }

  private get total(): number {
    return this.segments[this.segments.length - 1]!.cum;
  }

  private at(target: number): number {
    let lo = 0;
    let hi = this.segments.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.segments[mid]!.cum <= target) lo = mid + 1;
      else hi = mid;
    }
    const s = this.segments[lo]!;
    const before = this.segments[lo - 1]?.cum ?? 0;
    const share = s.cum > before ? (target - before) / (s.cum - before) : 0;
    return Math.min(s.end - 1, s.start + Math.floor(share * (s.end - s.start)));
  }
}

/** The site's standard offset: a DST hour in Chile does not matter to a weekly rhythm. */
function offsetMs(site: SiteId): number {
  const offset = SITES[site].utcOffset;
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h, m] = offset.slice(1).split(":").map(Number);
  return sign * (h! * 60 + m!) * 60_000;
}
