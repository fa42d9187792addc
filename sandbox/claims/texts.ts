/**
 * Buyer- and mediator-facing words the sandbox writes, in the seller's language: Portuguese on MLB,
 * Spanish elsewhere (CONVENTIONS: data looks real, in the site's language).
 */
import type { SiteId } from "../accounts/types.ts";

export type Lang = "es" | "pt";
export const langOf = (site: SiteId): Lang => (site === "MLB" ? "pt" : "es");

export interface ReasonText {
  name: string;
  detail: string;
}

/** Reason ids follow the documented prefixes: PNR not received, PDD different or defective, CS cancellation. */
export const REASONS: Record<string, { flow: string; expected: string[]; text: Record<Lang, ReasonText> }> = {
  PNR9501: {
    flow: "mediations",
    expected: ["product", "refund"],
    text: {
      es: { name: "No recibí el producto", detail: "El comprador dice que el paquete no le llegó." },
      pt: { name: "Não recebi o produto", detail: "O comprador diz que o pacote não chegou." },
    },
  },
  PDD9939: {
    flow: "mediations",
    expected: ["refund", "change_product", "return_product"],
    text: {
      es: { name: "El producto es distinto al publicado", detail: "El comprador dice que recibió algo diferente de lo que compró." },
      pt: { name: "O produto é diferente do anunciado", detail: "O comprador diz que recebeu algo diferente do que comprou." },
    },
  },
  PDD9944: {
    flow: "mediations",
    expected: ["refund", "change_product", "return_product"],
    text: {
      es: { name: "El producto llegó dañado o no funciona", detail: "El comprador dice que el producto tiene una falla o llegó roto." },
      pt: { name: "O produto chegou danificado ou não funciona", detail: "O comprador diz que o produto tem defeito ou chegou quebrado." },
    },
  },
  PDD9947: {
    flow: "mediations",
    expected: ["refund", "return_product"],
    text: {
      es: { name: "Faltan partes o accesorios", detail: "El comprador dice que el paquete llegó incompleto." },
      pt: { name: "Faltam peças ou acessórios", detail: "O comprador diz que o pacote chegou incompleto." },
    },
  },
  CS9601: {
    flow: "cancel_purchase",
    expected: ["refund"],
    text: {
      es: { name: "El comprador quiere cancelar la compra", detail: "El comprador pidió cancelar antes de recibir el producto." },
      pt: { name: "O comprador quer cancelar a compra", detail: "O comprador pediu o cancelamento antes de receber o produto." },
    },
  },
};

/** The claim detail's title and description per whose move it is. */
export const DETAIL: Record<Lang, Record<"seller" | "buyer" | "mediator" | "closed" | "review", { title: string; description: string }>> = {
  es: {
    seller: { title: "Tienes que responder", description: "Responde al comprador o elige una solución antes de la fecha límite." },
    buyer: { title: "Esperando al comprador", description: "El comprador tiene que responder o enviar el producto." },
    mediator: { title: "Mercado Libre está revisando el caso", description: "Un mediador decidirá con la información de ambas partes." },
    review: {
      title: "Revisa la devolución",
      description: "El producto devuelto llegó: indica si está en buen estado o si hay un problema.",
    },
    closed: { title: "Reclamo cerrado", description: "Este reclamo ya no necesita acciones." },
  },
  pt: {
    seller: { title: "Você precisa responder", description: "Responda ao comprador ou escolha uma solução antes do prazo." },
    buyer: { title: "Aguardando o comprador", description: "O comprador precisa responder ou enviar o produto." },
    mediator: {
      title: "O Mercado Livre está analisando o caso",
      description: "Um mediador vai decidir com as informações das duas partes.",
    },
    review: { title: "Revise a devolução", description: "O produto devolvido chegou: informe se está em bom estado ou se há um problema." },
    closed: { title: "Reclamação encerrada", description: "Esta reclamação não precisa de mais ações." },
  },
};

/** What the seeded buyers write when they open a claim, per reason. */
export const OPENING: Record<Lang, Record<string, string[]>> = {
  es: {
    PNR9501: [
      "Hola, el seguimiento dice entregado pero no recibí nada. Nadie firmó en mi domicilio.",
      "Pasaron varios días de la fecha de entrega y el paquete no llegó. ¿Me pueden ayudar?",
    ],
    PDD9939: [
      "Me llegó un modelo distinto al de la publicación, el color y la medida no coinciden.",
      "Compré la versión grande y me mandaron la chica. Quiero cambiarlo o que me devuelvan el dinero.",
    ],
    PDD9944: [
      "El producto llegó con la caja rota y no enciende. Adjunto fotos.",
      "Lo usé una vez y dejó de funcionar. Quisiera devolverlo.",
    ],
    PDD9947: ["En la caja faltaba el cargador que figura en la publicación."],
    CS9601: ["Me equivoqué de modelo, quiero cancelar la compra antes de que la envíen."],
  },
  pt: {
    PNR9501: [
      "Olá, o rastreio diz entregue mas não recebi nada. Ninguém assinou no meu endereço.",
      "Já passou vários dias da data de entrega e o pacote não chegou. Podem me ajudar?",
    ],
    PDD9939: [
      "Chegou um modelo diferente do anúncio, a cor e o tamanho não batem.",
      "Comprei a versão grande e mandaram a pequena. Quero trocar ou receber o dinheiro de volta.",
    ],
    PDD9944: ["O produto chegou com a caixa amassada e não liga. Mandei fotos.", "Usei uma vez e parou de funcionar. Quero devolver."],
    PDD9947: ["Na caixa faltava o carregador que aparece no anúncio."],
    CS9601: ["Escolhi o modelo errado, quero cancelar a compra antes do envio."],
  },
};

export const SELLER_SEED_REPLY: Record<Lang, string> = {
  es: "Hola, lamentamos lo ocurrido. Ya estamos revisando tu caso con el correo y te respondemos a la brevedad.",
  pt: "Olá, sentimos muito pelo ocorrido. Já estamos verificando seu caso com a transportadora e respondemos em breve.",
};

/** The sandbox buyer's answers when it plays its move on the clock. */
export const BUYER_REPLY: Record<Lang, string> = {
  es: "Gracias por responder. Quedo atento a la solución.",
  pt: "Obrigado pela resposta. Fico no aguardo da solução.",
};

/** The mediator's first question after a dispute opens, and its default reply. */
export const MEDIATOR_QUESTION: Record<Lang, string> = {
  es: "Hola, soy mediador de Mercado Libre. Para resolver el caso, envíanos fotos del producto antes del envío y el comprobante de despacho.",
  pt: "Olá, sou mediador do Mercado Livre. Para resolver o caso, envie fotos do produto antes do envio e o comprovante de postagem.",
};
export const MEDIATOR_REPLY: Record<Lang, string> = {
  es: "Gracias, recibimos la información y la estamos analizando.",
  pt: "Obrigado, recebemos as informações e estamos analisando.",
};

/** Return review problem reasons (notes §12): SRF2 and SRF4 need photos. */
export const RETURN_REASONS: Record<string, Record<Lang, string>> = {
  SRF2: { es: "Llegó dañado", pt: "Chegou danificado" },
  SRF3: { es: "Llegó incompleto", pt: "Chegou incompleto" },
  SRF4: { es: "Es un producto diferente", pt: "É um produto diferente" },
  SRF5: { es: "No estaba en el paquete", pt: "Não estava no pacote" },
  SRF6: { es: "Otro motivo", pt: "Outro motivo" },
  SRF7: { es: "No llegó", pt: "Não chegou" },
};
export const PHOTO_REASONS = new Set(["SRF2", "SRF4"]);
