/**
 * What the buyer reads of a DELIVERY_PROMISE, before it is sent. The guide's texts come in two styles:
 * the spec's `{INIT}`/`{LIMIT}` placeholders, and the documentation's printf style, "Entregaremos tu compra
 * %s entre las %d y las %d hs." (motivos-para-comunicarse), where `%s` is the day and the two `%d` the
 * hours in order. Both are filled here with the chosen day in the words of the seller's site (text buyers
 * read follows the site, not the seller's screen language). Browser-safe.
 */
export interface PromiseChoice {
  templateId: string;
  init: number;
  limit: number;
}

type DayWords = [today: string, tomorrow: string, nextBusinessDay: string];
// The day words the documentation's sent answer shows ("{hoy/mañana/el próximo día hábil}"), and MLB's.
const ES: DayWords = ["hoy", "mañana", "el próximo día hábil"];
const PT: DayWords = ["hoje", "amanhã", "no próximo dia útil"];

/** Which day a template promises: its id ends in ___1 (today), ___2 (tomorrow) or ___3 (next business day). */
export function promiseDay(templateId: string): 0 | 1 | 2 | null {
  const n = Number(/___(\d+)$/.exec(templateId)?.[1]);
  return n === 1 || n === 2 || n === 3 ? ((n - 1) as 0 | 1 | 2) : null;
}

/** The day word of a template on a site, in the buyer's language. */
export function promiseDayWord(templateId: string, siteId: string): string | null {
  const day = promiseDay(templateId);
  return day === null ? null : (siteId.toUpperCase() === "MLB" ? PT : ES)[day];
}

/** The template's text with day and hours filled in; null when the guide gives no text for the seller's site. */
export function promisePreview(text: string | null, choice: PromiseChoice, siteId: string): string | null {
  if (text === null || text.trim() === "") return null;
  const day = promiseDayWord(choice.templateId, siteId) ?? "";
  const hours = [choice.init, choice.limit];
  let nextHour = 0;
  return text
    .replace(/\{INIT\}/g, String(choice.init))
    .replace(/\{LIMIT\}/g, String(choice.limit))
    .replace(/\{DAY\}/g, day)
    .replace(/%([sd])/g, (whole, kind: string) => {
      if (kind === "s") return day;
      const hour = hours[nextHour++];
      return hour === undefined ? whole : String(hour);
    });
}
