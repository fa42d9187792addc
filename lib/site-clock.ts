/**
 * Clock time in a time zone: what a wall clock in `timeZone` (an IANA name, e.g. a site's from
 * `lib/sites.ts` or a device's) shows at an instant. The one place that asks Intl for it, so summer-time
 * changes are handled once and every feature (metrics days and hours, "today, from 8", quiet hours,
 * response-time bands) reads the same clock. Pure and client-safe. An unknown zone reads as UTC: a device
 * can report a zone this runtime does not know, and a wrong hour is better than a failed page.
 */
export interface ClockTime {
  /** The calendar day, "2026-03-09". */
  date: string;
  /** 0–23. */
  hour: number;
  /** 0–59. */
  minute: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    };
    try {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at the instant `at`. */
export function clockTime(at: Date | number | string, timeZone: string): ClockTime {
  const parts = formatFor(timeZone).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    // Some runtimes write midnight as "24" even with h23.
    hour: Number(part("hour")) % 24,
    minute: Number(part("minute")),
    weekday: WEEKDAYS.indexOf(part("weekday")),
  };
}

/** The calendar day ("2026-03-09") of an instant in a time zone. */
export const localDate = (at: Date | number | string, timeZone: string): string => clockTime(at, timeZone).date;

/** The hour (0–23) of an instant in a time zone. */
export const localHour = (at: Date | number | string, timeZone: string): number => clockTime(at, timeZone).hour;

/** The minute of the day (0–1439) of an instant in a time zone. */
export function minuteOfDay(at: Date | number | string, timeZone: string): number {
  const { hour, minute } = clockTime(at, timeZone);
  return hour * 60 + minute;
}
