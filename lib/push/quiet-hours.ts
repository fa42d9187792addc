import { minuteOfDay } from "../site-clock";

/** "HH:MM", 00:00–23:59: how quiet hours are stored and sent. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

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
