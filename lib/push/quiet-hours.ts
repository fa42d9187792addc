/** "HH:MM", 00:00–23:59: how quiet hours are stored and sent. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The wall-clock minute of the day at `now` in an IANA zone (an unknown zone reads as UTC). */
export function minuteOfDay(now: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  } catch {
    return now.getUTCHours() * 60 + now.getUTCMinutes();
  }
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get("hour") * 60 + get("minute");
}

/**
 * Whether `now` falls in the quiet hours [start, end) of the device's zone. A window may cross midnight
 * (22:00–07:00); start = end, or no window, is never quiet.
 */
export function isQuietNow(start: string | null, end: string | null, timeZone: string, now = new Date()): boolean {
  if (!start || !end || start === end) return false;
  const m = minuteOfDay(now, timeZone);
  const [s, e] = [minutes(start), minutes(end)];
  return s < e ? m >= s && m < e : m >= s || m < e;
}
