/**
 * Undoes the usual ways buyers and sellers disguise contact data so the detectors see it plainly:
 * accents and case, "arroba" / "(at)" for @, "punto com" / "ponto com" / "[dot]" for a dot before a
 * domain ending, and digits written as words ("once cinco cinco…", "onze nove meia…").
 * The result is only for detection: what the user typed is never changed.
 */
const DIGIT_WORDS: Record<string, string> = {
  cero: "0",
  zero: "0",
  uno: "1",
  um: "1",
  una: "1",
  hum: "1",
  dos: "2",
  dois: "2",
  duas: "2",
  tres: "3",
  cuatro: "4",
  quatro: "4",
  cinco: "5",
  seis: "6",
  meia: "6",
  siete: "7",
  sete: "7",
  ocho: "8",
  oito: "8",
  nueve: "9",
  nove: "9",
};
const DIGIT_WORD_RE = new RegExp(`\\b(${Object.keys(DIGIT_WORDS).join("|")})\\b`, "g");
/** A run of at least 6 digits or digit words: short runs ("los dos", "um produto") stay words. */
const DIGIT_RUN_RE = new RegExp(`(?:\\b(?:${Object.keys(DIGIT_WORDS).join("|")}|\\d+)\\b[\\s,.-]*){6,}`, "g");

const TLD = "com|net|org|info|io|app|shop|store|link|ly|me|la|li|ar|br|mx|cl|uy|co|pe";

export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

export function deobfuscate(text: string): string {
  return foldText(text)
    .replace(/\s*(?:\(|\[|\{)\s*(?:at|arroba)\s*(?:\)|\]|\})\s*/g, "@")
    .replace(/\s+arroba\s+|\s*\barroba\b\s*/g, "@")
    .replace(/\s*(?:\(|\[|\{)\s*(?:dot|punto|ponto)\s*(?:\)|\]|\})\s*/g, ".")
    .replace(new RegExp(`\\s+(?:punto|ponto|dot)\\s+(${TLD})\\b`, "g"), ".$1")
    .replace(DIGIT_RUN_RE, (run) => run.replace(DIGIT_WORD_RE, (w) => DIGIT_WORDS[w]!));
}
