import { classifyLink, URL_RE } from "./links";
import { deobfuscate, foldText } from "./normalize";
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

/**
 * Asking a buyer not to open a claim, or to cancel, close or withdraw one: moderated as claim evasion
 * (EVASION_CLAIM_SELLER, notes §12) in every message a buyer reads. On folded text (no accents, lower case).
 */
const CLAIM_EVASION_RE = new RegExp(
  [
    // es: "no abras reclamo", "no inicies una mediación", "cancelá el reclamo", "cerrá la mediación"
    "\\bno (?:abras|abra|abran|inicies|inicie|hagas|haga|pongas|ponga|generes|genere)(?: (?:el|un|ningun|la|una))? (?:reclamo|reclamos|mediacion|disputa)\\b",
    "\\b(?:cancela|cancele|cancelar|cerra|cierre|cerrar|retira|retire|retirar|saca|saque|sacar|baja|bajar|da de baja)(?: (?:el|la|tu|su))? (?:reclamo|mediacion|disputa)\\b",
    // pt: "não abra reclamação", "cancele a reclamação", "feche a disputa"
    "\\bnao (?:abra|abre|abram|abrir|faca|faz|inicie)(?: (?:a|uma|nenhuma))? (?:reclamacao|reclamacoes|disputa|mediacao)\\b",
    "\\b(?:cancele|cancela|cancelar|feche|fecha|fechar|retire|retira|retirar|encerre|encerrar)(?: (?:a|sua))? (?:reclamacao|disputa|mediacao)\\b",
    // en: "don't open a claim", "please close the claim", "cancel your dispute"
    "\\b(?:do not|don't|dont|please don't|never) (?:open|file|start|raise)(?: (?:a|any|the))? (?:claim|dispute|case)\\b",
    "\\b(?:cancel|close|withdraw|remove|drop)(?: (?:the|your|this))? (?:claim|dispute|case)\\b",
  ].join("|"),
  "g",
);

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
  for (const m of foldText(text).replace(/[’']/g, "'").matchAll(CLAIM_EVASION_RE))
    findings.push({ kind: "claim_evasion", reason: "EVASION_CLAIM_SELLER", match: m[0] });
  return findings;
}

/** The kinds found, each once, in a stable order for messages. */
export function contactKinds(findings: ContactFinding[]): ContactKind[] {
  const order: ContactKind[] = ["phone", "email", "link", "social_handle", "contact_channel", "claim_evasion"];
  return order.filter((kind) => findings.some((f) => f.kind === kind));
}

/** The marketplace's moderation reason for a kind (what message_moderation.reason says if it is rejected). */
export function reasonOfKind(kind: ContactKind): ModerationReason {
  if (kind === "claim_evasion") return "EVASION_CLAIM_SELLER";
  return kind === "link" ? "external_link" : "contact_information";
}
