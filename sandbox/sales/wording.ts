import type { SiteId } from "../accounts/types.ts";

/**
 * Predefined action-guide texts per site. The seller cannot change them (spec); they differ by site:
 * Spanish with voseo for MLA/MLU, tuteo for MLM/MCO/MLC, Portuguese for MLB. DELIVERY_PROMISE texts
 * carry {DAY}, {INIT} and {LIMIT}, replaced when the option is sent.
 */
export interface SiteWording {
  variants: string;
  billing: string;
  promise: string;
  /** Day words of the three DELIVERY_PROMISE templates: today, tomorrow, next business day. */
  days: [string, string, string];
  /** What a simulated buyer answers when the test does not say. */
  buyerReply: string;
}

/** Billing data each site asks for (README: e-mail on MLB/MLM/MCO; municipality and department codes on MCO). */
export const BILLING_FIELDS: Record<SiteId, string[]> = {
  MLA: ["nombre y apellido", "DNI o CUIT", "domicilio", "código postal"],
  MLB: ["nome e sobrenome", "CPF ou CNPJ", "endereço", "CEP", "e-mail"],
  MLM: ["nombre y apellido", "RFC", "domicilio fiscal", "código postal", "correo electrónico"],
  MCO: [
    "nombre y apellido",
    "cédula de ciudadanía (CC) o NIT",
    "dirección",
    "código postal",
    "correo electrónico",
    "código del municipio",
    "código del departamento",
  ],
  MLC: ["nombre y apellido", "RUT", "dirección", "código postal"],
  MLU: ["nombre y apellido", "cédula de identidad (CI) o RUT", "dirección", "código postal"],
};

const list = (fields: string[], and: string) => `${fields.slice(0, -1).join(", ")} ${and} ${fields[fields.length - 1]}`;
const ES_DAYS: [string, string, string] = ["hoy", "mañana", "el próximo día hábil"];

export const WORDING: Record<SiteId, SiteWording> = {
  MLA: {
    variants:
      "¡Hola! Gracias por tu compra. Para preparar tu envío necesitamos que nos confirmes el color, talle o modelo que elegiste. Respondé este mensaje y lo despachamos enseguida.",
    billing: `¡Hola! Para emitir tu factura necesitamos estos datos: ${list(BILLING_FIELDS.MLA, "y")}. Respondé este mensaje con la información, por favor.`,
    promise: "¡Hola! Tu compra llega {DAY} entre las {INIT} y las {LIMIT} hs. Si no vas a estar, avisanos respondiendo este mensaje.",
    days: ES_DAYS,
    buyerReply: "Hola, gracias por avisar. Quedo atento a la entrega.",
  },
  MLU: {
    variants:
      "¡Hola! Gracias por tu compra. Para preparar tu envío necesitamos que nos confirmes el color, talle o modelo que elegiste. Respondé este mensaje y lo despachamos enseguida.",
    billing: `¡Hola! Para emitir tu factura necesitamos estos datos: ${list(BILLING_FIELDS.MLU, "y")}. Respondé este mensaje con la información, por favor.`,
    promise: "¡Hola! Tu compra llega {DAY} entre las {INIT} y las {LIMIT} horas. Si no vas a estar, avisanos respondiendo este mensaje.",
    days: ES_DAYS,
    buyerReply: "Hola, muchas gracias. Quedo a la espera del envío.",
  },
  MLM: {
    variants:
      "¡Hola! Gracias por tu compra. Para preparar tu envío necesitamos que nos confirmes el color, talla o modelo que elegiste. Responde este mensaje y lo enviamos de inmediato.",
    billing: `¡Hola! Para emitir tu factura (CFDI) necesitamos estos datos: ${list(BILLING_FIELDS.MLM, "y")}. Responde este mensaje con la información, por favor.`,
    promise: "¡Hola! Tu compra llega {DAY} entre las {INIT} y las {LIMIT} h. Si no vas a estar, avísanos respondiendo este mensaje.",
    days: ES_DAYS,
    buyerReply: "Hola, gracias por el aviso. Ahí estaré para recibirlo.",
  },
  MCO: {
    variants:
      "¡Hola! Gracias por tu compra. Para preparar tu envío necesitamos que nos confirmes el color, la talla o la referencia que elegiste. Responde este mensaje y lo despachamos de inmediato.",
    billing: `¡Hola! Para emitir tu factura electrónica necesitamos estos datos: ${list(BILLING_FIELDS.MCO, "y")}. Responde este mensaje con la información, por favor.`,
    promise: "¡Hola! Tu compra llega {DAY} entre las {INIT} y las {LIMIT} horas. Si no vas a estar, avísanos respondiendo este mensaje.",
    days: ES_DAYS,
    buyerReply: "Hola, muchas gracias por la información. Quedo pendiente.",
  },
  MLC: {
    variants:
      "¡Hola! Gracias por tu compra. Para preparar tu envío necesitamos que nos confirmes el color, la talla o el modelo que elegiste. Responde este mensaje y lo despachamos al tiro.",
    billing: `¡Hola! Para emitir tu boleta o factura necesitamos estos datos: ${list(BILLING_FIELDS.MLC, "y")}. Responde este mensaje con la información, por favor.`,
    promise: "¡Hola! Tu compra llega {DAY} entre las {INIT} y las {LIMIT} horas. Si no vas a estar, avísanos respondiendo este mensaje.",
    days: ES_DAYS,
    buyerReply: "Hola, gracias por avisar. Quedo atenta al despacho.",
  },
  MLB: {
    variants:
      "Olá! Obrigado pela sua compra. Para preparar o seu envio, precisamos que você confirme a cor, o tamanho ou o modelo escolhido. Responda esta mensagem e despachamos em seguida.",
    billing: `Olá! Para emitir a sua nota fiscal precisamos dos seguintes dados: ${list(BILLING_FIELDS.MLB, "e")}. Responda esta mensagem com as informações, por favor.`,
    promise:
      "Olá! Previsão de entrega da sua compra: {DAY}, entre {INIT}h e {LIMIT}h. Se não for estar em casa, avise-nos respondendo esta mensagem.",
    days: ["hoje", "amanhã", "o próximo dia útil"],
    buyerReply: "Oi, obrigado pelo aviso. Fico no aguardo da entrega.",
  },
};
