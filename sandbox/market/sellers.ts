import { SITES, type SiteId, type User } from "../accounts/types.ts";
import { formatWithOffset } from "../core/dates.ts";
import type { Rng } from "../core/rng.ts";
import type { LocationsState } from "../locations/state.ts";

/** First id of the public sellers: far from the seeded sellers (2413700xx) and buyers (3186001xx). */
export const FIRST_MARKET_SELLER_ID = 512_400_001;

const STORE_WORDS: Record<string, { es: string[]; pt: string[] }> = {
  phones: { es: ["CELU", "MOVIL", "SMART", "CELULARES"], pt: ["CELULAR", "SMART", "MOBILE", "FONE"] },
  computing: { es: ["COMPU", "INFORMATICA", "NOTEBOOKS", "PC"], pt: ["INFO", "NOTEBOOKS", "PC", "COMPUTADORES"] },
  electronics: { es: ["ELECTRO", "TECNO", "AUDIO", "DIGITAL"], pt: ["ELETRO", "TECNO", "AUDIO", "DIGITAL"] },
  appliances: { es: ["ELECTROHOGAR", "LINEA_BLANCA", "ELECTRO", "HOGAR"], pt: ["ELETRO", "LINHA_BRANCA", "CASA", "ELETRODOMESTICOS"] },
  fashion: { es: ["MODA", "CALZADOS", "INDUMENTARIA", "ZAPATERIA"], pt: ["MODA", "CALCADOS", "BOUTIQUE", "MULTIMARCAS"] },
  sports: { es: ["DEPORTES", "SPORT", "FITNESS", "OUTDOOR"], pt: ["ESPORTES", "SPORT", "FITNESS", "OUTDOOR"] },
  home: { es: ["HOGAR", "DECO", "BAZAR", "MUEBLES"], pt: ["CASA", "DECOR", "UTILIDADES", "MOVEIS"] },
  tools: { es: ["FERRETERIA", "HERRAMIENTAS", "BRICO"], pt: ["FERRAGENS", "FERRAMENTAS", "CONSTRUCAO"] },
  toys: { es: ["JUGUETERIA", "JUGUETES", "KIDS"], pt: ["BRINQUEDOS", "KIDS", "INFANTIL"] },
  beauty: { es: ["PERFUMERIA", "BELLEZA", "COSMETICA"], pt: ["PERFUMARIA", "BELEZA", "COSMETICOS"] },
  vehicle_accessories: { es: ["AUTOPARTES", "REPUESTOS", "ACCESORIOS_AUTO"], pt: ["AUTOPECAS", "PECAS", "ACESSORIOS_AUTO"] },
  real_estate: { es: ["INMOBILIARIA", "PROPIEDADES", "BIENES_RAICES"], pt: ["IMOBILIARIA", "IMOVEIS", "CORRETORA"] },
  vehicles: { es: ["AUTOMOTORES", "AUTOS", "CONCESIONARIA"], pt: ["VEICULOS", "AUTOMOVEIS", "MULTIMARCAS"] },
};
const GENERAL = {
  es: ["TIENDA", "MUNDO", "DISTRIBUIDORA", "IMPORTADORA", "OUTLET", "MEGA", "TODO", "ALMACEN"],
  pt: ["LOJA", "MUNDO", "DISTRIBUIDORA", "IMPORTADORA", "OUTLET", "MEGA", "EMPORIO", "CASA"],
};
const SURNAMES = {
  es: [
    "GARCIA",
    "LOPEZ",
    "MARTINEZ",
    "ROMERO",
    "SOSA",
    "ACOSTA",
    "BENITEZ",
    "MEDINA",
    "HERRERA",
    "SUAREZ",
    "AGUIRRE",
    "GIMENEZ",
    "CASTRO",
    "ROJAS",
    "MOLINA",
    "ORTIZ",
    "NUÑEZ",
    "LUNA",
    "RIOS",
    "VEGA",
    "PAZ",
    "CABRERA",
    "FERRARI",
    "ROSSI",
    "LUCERO",
  ],
  pt: [
    "SILVA",
    "SANTOS",
    "OLIVEIRA",
    "SOUZA",
    "RODRIGUES",
    "FERREIRA",
    "ALVES",
    "PEREIRA",
    "LIMA",
    "GOMES",
    "COSTA",
    "RIBEIRO",
    "MARTINS",
    "CARVALHO",
    "ROCHA",
    "ALMEIDA",
    "NASCIMENTO",
    "ARAUJO",
    "MELO",
    "BARBOSA",
  ],
};
const TAILS = {
  es: ["STORE", "SHOP", "ONLINE", "EXPRESS", "PLUS", "CENTER", "SUR", "NORTE", "OFICIAL", "DIRECTO"],
  pt: ["STORE", "SHOP", "ONLINE", "EXPRESS", "PLUS", "CENTER", "SUL", "NORTE", "OFICIAL", "DIRETO"],
};

/** Whom a public seller sells: its families (catalog family keys). */
export interface MarketSeller {
  user: User;
  families: string[];
}

/**
 * Sellers of one site: shops named the way MercadoLibre nicknames look (CELU_SHOP_ROSARIO,
 * INMOBILIARIA_ROMERO), each in a real city of the site's country with a reputation.
 */
export function makeSellers(
  site: SiteId,
  count: number,
  familyKeys: string[],
  firstId: number,
  locations: LocationsState,
  rng: Rng,
  now: Date,
): MarketSeller[] {
  const lang = site === "MLB" ? "pt" : "es";
  const cities = citiesOf(locations, SITES[site].country_id);
  const taken = new Set<string>();
  const out: MarketSeller[] = [];
  for (let n = 0; n < count; n++) {
    // Classified sellers are agencies and dealers; a few shops are generalists over several families.
    const main = n % 9 === 0 ? "real_estate" : n % 13 === 0 ? "vehicles" : rng.pick(familyKeys);
    const families = main === "real_estate" || main === "vehicles" ? [main] : [main, ...(rng.bool(0.4) ? [rng.pick(familyKeys)] : [])];
    const [stateIso, cityName, cityShort] = rng.weighted(cities.map((c) => [c, c[3]] as const));
    let nickname = "";
    for (let attempt = 0; !nickname || taken.has(nickname); attempt++)
      nickname = nicknameFor(main, lang, cityShort, rng) + (attempt > 2 ? String(rng.int(1, 99)) : "");
    taken.add(nickname);
    const sales = Math.round(Math.exp(rng.next() * 10));
    const level =
      sales > 5000 ? "5_green" : sales > 500 ? rng.pick(["5_green", "4_light_green"]) : rng.pick(["4_light_green", "3_yellow", "2_orange"]);
    const power = sales > 10_000 ? "platinum" : sales > 2_000 ? "gold" : sales > 300 && rng.bool(0.5) ? "silver" : null;
    const registered = new Date(now.getTime() - rng.int(200, 5000) * 86_400_000);
    out.push({
      families,
      user: {
        id: firstId + n,
        nickname,
        first_name: nickname.split("_")[0]!,
        last_name: "",
        email: "",
        site_id: site,
        country_id: SITES[site].country_id,
        user_type: "normal",
        role: "seller",
        registration_date: formatWithOffset(registered, SITES[site].utcOffset),
        address: { state: stateIso, city: cityName },
        tags: ["normal"],
        points: Math.round(sales / 10),
        seller_reputation: {
          level_id: level,
          power_seller_status: power,
          transactions: {
            period: "historic",
            total: sales + Math.round(sales * 0.04),
            completed: sales,
            canceled: Math.round(sales * 0.04),
            ratings: { positive: 0.95, negative: 0.03, neutral: 0.02 },
          },
        },
      },
    });
  }
  return out;
}

function nicknameFor(family: string, lang: "es" | "pt", cityShort: string, rng: Rng): string {
  const words = STORE_WORDS[family]?.[lang] ?? GENERAL[lang];
  const word = rng.bool(0.8) ? rng.pick(words) : rng.pick(GENERAL[lang]);
  const shape = rng.int(0, 3);
  if (family === "real_estate" || family === "vehicles" || shape === 0) return `${word}_${rng.pick(SURNAMES[lang])}`;
  if (shape === 1) return `${word}_${cityShort}`;
  if (shape === 2) return `${word}${rng.pick(TAILS[lang])}`;
  return `${word}_${rng.pick(TAILS[lang])}_${cityShort}`;
}

/** [state ISO, city name, short name, weight]: the first city of a state is its largest, so it sells most. */
function citiesOf(locations: LocationsState, countryId: string): Array<[string, string, string, number]> {
  const out: Array<[string, string, string, number]> = [];
  const country = locations.countries.get(countryId);
  for (const [si, stateId] of (country?.stateIds ?? []).entries()) {
    const state = locations.states.get(stateId)!;
    for (const [ci, cityId] of state.cityIds.entries()) {
      const city = locations.cities.get(cityId)!;
      const short = city.name
        .normalize("NFD")
        .replace(/\p{Diacritic}/gu, "")
        .toUpperCase()
        .replace(/[^A-Z]+/g, "")
        .slice(0, 8);
      out.push([state.iso, city.name, short, (si < 6 ? 6 : 1) / (ci + 1)]);
    }
  }
  return out;
}
