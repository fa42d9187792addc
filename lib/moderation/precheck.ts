import { classifyLink, URL_RE } from "./links";
import { deobfuscate } from "./normalize";
import type { ContactFinding, ContactKind, ModerationReason, PrecheckOptions } from "./types";

/**
 * The pre-check shared by every composer whose text buyers read (public answers, post-sale messages):
 * the marketplace moderates contact data after the send, and an answer cannot be edited, so the user is
 * warned by kind before the review. Pure functions, no I/O: safe in the browser and on the server.
 */
const EMAIL_RE =
  /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}|[a-z0-9._%+-]+@(?:gmail|hotmail|outlook|yahoo|live|icloud|uol|bol|terra)\b/g;
/** 8 to 13 digits with +, parentheses, spaces, dots or dashes between them: 11 5555-1234, (11) 98765-4321, +54 9 11 5555 1234. */
const PHONE_RE = /(?<![\w$-])\+?\(?\d(?:[\s.()-]{0,3}\d){7,12}(?![\w-]|,\d)/g;
/** Amounts ("$ 12.999.999", "R$ 1.299.999,00") and documents (CPF, DNI, CUIT) are digit runs that are not phones. */
const NOT_PHONES_RE =
  /(?:r?\$|usd|ars|brl|mxn|clp)\s?\d[\d.,]*|\b\d{3}\.\d{3}\.\d{3}-\d{2}\b|\b\d{1,2}\.\d{3}\.\d{3}(?:-[\dk])?(?![\w-])|\b\d{2}-\d{8}-\d\b/g;
/** "@tienda_pampa", or a network name followed by a name: "ig: tiendapampa", "instagram @x", "face tiendapampa". */
const HANDLE_RE =
  /(?<![\w.@])@[a-z0-9_][a-z0-9_.]{2,29}\b|\b(?:ig|insta|instagram|face|facebook|fb|tiktok|tik tok|twitter|telegram)\s*[:=]\s*@?[a-z0-9_.]{3,30}/g;
/** Asking to move off the platform: messaging apps, social networks, "call me". */
const CHANNEL_RE =
  /\b(?:whats\s?app|whats|wpp|wsp|wapp|zap\s?zap|zap|telegram|signal|instagram|insta|facebook|tik\s?tok|llamame|llamanos|escribime al|escribinos al|mi celular|mi cel|mi telefono|mi numero|me liga|liga pra|meu celular|meu numero|meu telefone|meu zap|chama no)\b/g;

export function precheckContactData(text: string, options: PrecheckOptions = {}): ContactFinding[] {
  const plain = deobfuscate(text);
  const findings: ContactFinding[] = [];
  const emails = [...plain.matchAll(EMAIL_RE)].map((m) => m[0]);
  for (const match of emails) findings.push({ kind: "email", reason: "contact_information", match });

  // Links and e-mails are looked at first and removed, so "tienda.com" inside an address is one finding.
  let rest = plain.replace(EMAIL_RE, " ");
  for (const m of rest.matchAll(URL_RE)) {
    const linkType = classifyLink(m[0]);
    if (linkType && !options.allowLinks) findings.push({ kind: "link", reason: "external_link", match: m[0], linkType });
  }
  rest = rest.replace(URL_RE, " ");
  for (const m of rest.matchAll(HANDLE_RE)) findings.push({ kind: "social_handle", reason: "contact_information", match: m[0] });
  for (const m of rest.replace(NOT_PHONES_RE, " ").matchAll(PHONE_RE))
    findings.push({ kind: "phone", reason: "contact_information", match: m[0].trim() });
  for (const m of rest.replace(HANDLE_RE, " ").matchAll(CHANNEL_RE))
    findings.push({ kind: "contact_channel", reason: "contact_information", match: m[0] });
  return findings;
}

/** The kinds found, each once, in a stable order for messages. */
export function contactKinds(findings: ContactFinding[]): ContactKind[] {
  const order: ContactKind[] = ["phone", "email", "link", "social_handle", "contact_channel"];
  return order.filter((kind) => findings.some((f) => f.kind === kind));
}

/** The marketplace's moderation reason for a kind (what message_moderation.reason says if it is rejected). */
export function reasonOfKind(kind: ContactKind): ModerationReason {
  return kind === "link" ? "external_link" : "contact_information";
}
