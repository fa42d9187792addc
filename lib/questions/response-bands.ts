/**
 * The marketplace's response-time bands, and the countdown to the one-hour mark that the sales forecast
 * rewards (spec: "Response-time record"). Pure and client-safe: the inbox computes every row from the
 * question's creation time and one shared clock, with no request.
 *
 * Bands follow the clock of the seller's site (`lib/sites.ts`), worked out with Intl so a site that
 * changes to or from summer time is still right. The weekend band is all of Saturday and Sunday (the spec
 * gives it no hours); weekday questions asked between 00:00 and 09:00 fall in no band: the marketplace
 * counts them in the total only ("total ... including questions asked between 00:00 and 09:00"). The
 * sandbox reads the spec the same way (sandbox/questions/local-time.ts).
 */
import { clockTime } from "../site-clock";

export const RESPONSE_BANDS = ["weekdaysWorkingHours", "weekdaysExtraHours", "weekend"] as const;
export type ResponseBand = (typeof RESPONSE_BANDS)[number];
/** The band a question counts in, or "totalOnly" for one asked 00:00–09:00 on a weekday. */
export type QuestionBand = ResponseBand | "totalOnly";

/** The hour the forecast rewards answering within. */
export const DUE_AFTER_MS = 60 * 60_000;
/** "Will cross the hour soon": the overview's window, and where the countdown starts drawing the eye. */
export const CROSSING_SOON_MS = 15 * 60_000;
/** Under this the countdown shows seconds (and its row re-renders every second); above, minutes. */
export const SECONDS_UNDER_MS = 5 * 60_000;

/** Which band a question asked at `created` counts in, on the clock of `timeZone` (an IANA name). */
export function questionBand(created: Date | string | number, timeZone: string): QuestionBand {
  const { weekday, hour } = clockTime(created, timeZone);
  if (weekday === 0 || weekday === 6) return "weekend";
  if (hour < 9) return "totalOnly";
  return hour < 18 ? "weekdaysWorkingHours" : "weekdaysExtraHours";
}

export type Countdown = {
  /** Milliseconds to the one-hour mark; negative once past it. */
  leftMs: number;
  isOver: boolean;
  /** Within CROSSING_SOON_MS of the mark, not past it. */
  isSoon: boolean;
};

/** Time left until `created` + 1 hour, as of `now`. */
export function countdown(created: Date | string | number, now: number): Countdown {
  const leftMs = new Date(created).getTime() + DUE_AFTER_MS - now;
  return { leftMs, isOver: leftMs <= 0, isSoon: leftMs > 0 && leftMs <= CROSSING_SOON_MS };
}

/**
 * What a countdown shows, as a small value that changes only when the words on screen do: the shared
 * ticker re-renders a row only when this changes (once a minute, once a second under SECONDS_UNDER_MS).
 * Left: whole minutes rounded up ("1 min" until the mark), or seconds; over: whole minutes, hours, days.
 */
export type CountdownView =
  | { kind: "leftSeconds"; value: number }
  | { kind: "leftMinutes"; value: number }
  | { kind: "overMinutes"; value: number }
  | { kind: "overHours"; value: number }
  | { kind: "overDays"; value: number };

export function countdownView(created: Date | string | number, now: number): CountdownView {
  const { leftMs } = countdown(created, now);
  if (leftMs > 0)
    return leftMs <= SECONDS_UNDER_MS
      ? { kind: "leftSeconds", value: Math.ceil(leftMs / 1000) }
      : { kind: "leftMinutes", value: Math.ceil(leftMs / 60_000) };
  const over = Math.floor(Math.abs(leftMs) / 60_000);
  if (over < 60) return { kind: "overMinutes", value: over };
  if (over < 48 * 60) return { kind: "overHours", value: Math.floor(over / 60) };
  return { kind: "overDays", value: Math.floor(over / 1440) };
}

/** A stable key for a view (what the shared ticker compares between ticks). */
export const countdownKey = (v: CountdownView) => `${v.kind}:${v.value}`;
export function parseCountdownKey(key: string): CountdownView {
  const [kind, value] = key.split(":");
  return { kind: kind as CountdownView["kind"], value: Number(value) };
}
