/**
 * The fixed texts MercadoLibre's documentation prints for the two templates whose guide entry carries no
 * text (only `id` and `vars`): REQUEST_VARIANTS and REQUEST_BILLING_INFO, per site
 * (https://developers.mercadolibre.com.ve/es_ar/motivos-para-comunicarse, "Templates disponibles según el
 * país", updated 04/07/2025). The marketplace writes the message itself, so these are shown as what the
 * buyer will receive as best known; a site the page does not list (REQUEST_BILLING_INFO on MLB and MLC)
 * has none, and the seller is told the marketplace writes it.
 */
const VARIANTS_ES = "Hola, por favor confirma las características que quieres del producto que compraste, así podemos concretar el envío.";
const VARIANTS_PT = "Olá! Por favor, confirme as características que quer para o produto que você comprou, assim, podemos fazer o envio.";
const billing = (fields: string[]) =>
  ["Para adjuntarte la factura de tu compra necesito los siguientes datos:", ...fields.map((f) => `- ${f}`)].join("\n");

const DOCUMENTED: Record<string, Partial<Record<string, string>>> = {
  REQUEST_VARIANTS: {
    MLA: VARIANTS_ES,
    MLM: VARIANTS_ES,
    MCO: VARIANTS_ES,
    MLC: VARIANTS_ES,
    MPE: VARIANTS_ES,
    MEC: VARIANTS_ES,
    MLB: VARIANTS_PT,
  },
  REQUEST_BILLING_INFO: {
    MLA: billing(["Nombre y apellido", "DNI", "Domicilio", "Código postal"]),
    MLM: billing(["Nombre y apellido", "RFC", "Domicilio", "Código postal"]),
    MCO: billing([
      "Nombre y apellido",
      "Tipo y número de documento",
      "Email",
      "Domicilio",
      "Código postal",
      "Código de municipio",
      "Código de departamento",
    ]),
    MLU: billing(["Nombre y apellido", "Cédula"]),
    MPE: billing(["Nombre y apellido", "DNI", "Domicilio", "Código postal"]),
    MEC: billing(["Nombre y apellido", "Tipo y número de documento", "Domicilio", "Código postal"]),
  },
};

/** The documented text of a template option on a site, or null when the documentation gives none. */
export function documentedTemplateText(optionId: string, siteId: string): string | null {
  return DOCUMENTED[optionId]?.[siteId.toUpperCase()] ?? null;
}
