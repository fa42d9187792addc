import { formatWithOffset } from "../core/dates.ts";
import type { Rng } from "../core/rng.ts";
import { reputationFields, type WindowSeed } from "./seed-reputation.ts";
import { SITES, type SiteId, type User } from "./types.ts";

/**
 * The seeded sellers. Ids are fixed so docs, tests and demos can name them.
 * ELECTROHOGAR_OFICIAL is a brand-type user: it owns official stores.
 */
const SELLERS: Array<
  Pick<User, "id" | "nickname" | "first_name" | "last_name" | "site_id" | "user_type"> & {
    level: string;
    power: User["seller_reputation"]["power_seller_status"];
    sales: number;
    city: [string, string];
    /** The reputation window's counts (seed-reputation.ts). */
    window: WindowSeed;
  }
> = [
  {
    id: 241_370_001,
    nickname: "TIENDA_PAMPA",
    first_name: "Lucía",
    last_name: "Fernández",
    site_id: "MLA",
    user_type: "normal",
    level: "5_green",
    power: "platinum",
    sales: 18_430,
    city: ["AR-C", "Palermo"],
    // green, on the edge: 2 more claims or 1 more late dispatch (exactly on 10 %) turn it yellow
    window: { sales: 1_320, claims: [18, 4], delayed: [132, 6], cancellations: [10, 1] },
  },
  {
    id: 241_370_002,
    nickname: "CASA_DO_CAMPO_BR",
    first_name: "Rafael",
    last_name: "Oliveira",
    site_id: "MLB",
    user_type: "normal",
    level: "4_light_green",
    power: "gold",
    sales: 6_210,
    city: ["BR-SP", "São Paulo"],
    // protected: shows light green while its real colour is yellow
    window: { sales: 480, claims: [14, 3], delayed: [40, 2], cancellations: [5, 0], protection: { realLevel: "3_yellow", endsInDays: 18 } },
  },
  {
    id: 241_370_003,
    nickname: "ELECTROHOGAR_OFICIAL",
    first_name: "Electrohogar",
    last_name: "México",
    site_id: "MLM",
    user_type: "brand",
    level: "5_green",
    power: "platinum",
    sales: 52_980,
    city: ["MX-CMX", "Ciudad de México"],
    // comfortably green
    window: { sales: 4_200, claims: [21, 6], delayed: [160, 12], cancellations: [8, 2] },
  },
  {
    id: 241_370_004,
    nickname: "MUNDO_ANDINO_CO",
    first_name: "Camila",
    last_name: "Restrepo",
    site_id: "MCO",
    user_type: "normal",
    level: "3_yellow",
    power: null,
    sales: 890,
    city: ["CO-ANT", "Medellín"],
    // yellow: 11 sales without a claim bring it back to green
    window: { sales: 189, claims: [7, 1], delayed: [15, 0], cancellations: [2, 0] },
  },
  {
    id: 241_370_005,
    nickname: "SUR_OUTDOOR_CL",
    first_name: "Tomás",
    last_name: "Muñoz",
    site_id: "MLC",
    user_type: "normal",
    level: "4_light_green",
    power: "silver",
    sales: 2_340,
    city: ["CL-RM", "Santiago"],
    // under 40 sales in 60 days: measured over 365 days
    window: { sales: 34, salesYear: 310, claims: [6, 1], delayed: [25, 3], cancellations: [4, 0] },
  },
  {
    id: 241_370_007,
    nickname: "HOGAR_DEL_NORTE_MX",
    first_name: "Alejandro",
    last_name: "Treviño",
    site_id: "MLM",
    user_type: "normal",
    level: "4_light_green",
    power: "gold",
    sales: 4_120,
    city: ["MX-NLE", "Monterrey"],
    window: { sales: 620, claims: [8, 2], delayed: [50, 4], cancellations: [5, 1] },
  },
  {
    id: 241_370_006,
    nickname: "CHARRUA_HOGAR_UY",
    first_name: "Valentina",
    last_name: "Pereira",
    site_id: "MLU",
    user_type: "normal",
    level: "5_green",
    power: "gold",
    sales: 3_105,
    city: ["UY-MO", "Montevideo"],
    // two claims: not counted before the third
    window: { sales: 260, claims: [2, 0], delayed: [12, 1], cancellations: [1, 0] },
  },
  {
    id: 241_370_010,
    nickname: "PRIMEROS_PASOS_AR",
    first_name: "Julieta",
    last_name: "Acosta",
    site_id: "MLA",
    user_type: "normal",
    level: "5_green",
    power: null,
    sales: 7,
    city: ["AR-S", "Rosario"],
    // Seven sales: no reputation yet (level_id null whatever is seeded).
    window: { sales: 7, claims: [0, 0], delayed: [1, 0], cancellations: [0, 0] },
  },
  {
    id: 241_370_008,
    nickname: "OFERTAS_CUYO_AR",
    first_name: "Marcos",
    last_name: "Quiroga",
    site_id: "MLA",
    user_type: "normal",
    level: "2_orange",
    power: null,
    sales: 1_870,
    city: ["AR-M", "Mendoza"],
    // Orange: claims and late dispatches past yellow's bands.
    window: { sales: 210, claims: [11, 2], delayed: [40, 3], cancellations: [5, 0] },
  },
];

const BUYER_NAMES: Record<SiteId, Array<[string, string]>> = {
  MLA: [
    ["Martín", "Gómez"],
    ["Sofía", "Rodríguez"],
    ["Joaquín", "López"],
    ["Valentina", "Díaz"],
    ["Mateo", "Pérez"],
    ["Camila", "Romero"],
  ],
  MLB: [
    ["João", "Silva"],
    ["Ana", "Souza"],
    ["Pedro", "Costa"],
    ["Beatriz", "Santos"],
    ["Gabriel", "Lima"],
    ["Juliana", "Ferreira"],
  ],
  MLM: [
    ["José", "Hernández"],
    ["Fernanda", "García"],
    ["Luis", "Martínez"],
    ["Daniela", "Ramírez"],
    ["Diego", "Flores"],
    ["Ximena", "Cruz"],
  ],
  MCO: [
    ["Andrés", "Gutiérrez"],
    ["Natalia", "Vargas"],
  ],
  MLC: [
    ["Benjamín", "Rojas"],
    ["Isidora", "Soto"],
  ],
  MLU: [
    ["Facundo", "Silva"],
    ["Agustina", "Suárez"],
  ],
};

const BUYER_CITIES: Record<SiteId, Array<[string, string]>> = {
  MLA: [
    ["AR-B", "La Plata"],
    ["AR-X", "Córdoba"],
    ["AR-S", "Rosario"],
    ["AR-C", "Caballito"],
  ],
  MLB: [
    ["BR-RJ", "Rio de Janeiro"],
    ["BR-MG", "Belo Horizonte"],
    ["BR-PR", "Curitiba"],
    ["BR-BA", "Salvador"],
  ],
  MLM: [
    ["MX-JAL", "Guadalajara"],
    ["MX-NLE", "Monterrey"],
    ["MX-PUE", "Puebla"],
    ["MX-CMX", "Coyoacán"],
  ],
  MCO: [
    ["CO-DC", "Bogotá"],
    ["CO-VAC", "Cali"],
  ],
  MLC: [
    ["CL-VS", "Valparaíso"],
    ["CL-BI", "Concepción"],
  ],
  MLU: [
    ["UY-CA", "Canelones"],
    ["UY-MA", "Maldonado"],
  ],
};

export function seedUsers(rng: Rng, now: Date): Map<number, User> {
  const users = new Map<number, User>();
  for (const s of SELLERS) {
    const site = SITES[s.site_id];
    const canceled = Math.round(s.sales * 0.012);
    const positive = Math.round(s.sales * 0.93);
    users.set(s.id, {
      id: s.id,
      nickname: s.nickname,
      first_name: s.first_name,
      last_name: s.last_name,
      email: `${s.nickname.toLowerCase()}@example.com`,
      site_id: s.site_id,
      country_id: site.country_id,
      user_type: s.user_type,
      role: "seller",
      // Sellers added after the first seven draw from their own stream, so every other seeded user stays as it was.
      registration_date: yearsAgo(now, (s.id > 241_370_007 ? rng.fork(String(s.id)) : rng).int(3, 11), site.utcOffset),
      address: { state: s.city[0], city: s.city[1] },
      tags: s.user_type === "brand" ? ["brand", "large_seller", "mshops"] : ["normal", "user_info_verified", "mshops"],
      points: Math.round(s.sales / 7),
      seller_reputation: {
        power_seller_status: s.power,
        ...reputationFields(s.site_id, s.level, s.window, now),
        transactions: {
          period: "historic",
          total: s.sales + canceled,
          completed: s.sales,
          canceled,
          ratings: {
            positive: ratio(positive, s.sales),
            negative: ratio(s.sales - positive - Math.round(s.sales * 0.04), s.sales),
            neutral: 0.04,
          },
        },
      },
    });
  }

  let nextBuyerId = 318_600_101;
  for (const [siteId, names] of Object.entries(BUYER_NAMES) as Array<[SiteId, Array<[string, string]>]>) {
    const site = SITES[siteId];
    for (const [first, last] of names) {
      const id = nextBuyerId++;
      const city = rng.pick(BUYER_CITIES[siteId]);
      const nickname = `${stripAccents(first).toUpperCase()}${stripAccents(last).toUpperCase().slice(0, 4)}${rng.int(10, 99)}`;
      const purchases = rng.int(2, 140);
      users.set(id, {
        id,
        nickname,
        first_name: first,
        last_name: last,
        email: `${nickname.toLowerCase()}@example.com`,
        site_id: siteId,
        country_id: site.country_id,
        user_type: "normal",
        role: "buyer",
        registration_date: yearsAgo(now, rng.int(1, 12), site.utcOffset),
        address: { state: city[0], city: city[1] },
        tags: ["normal"],
        points: purchases,
        seller_reputation: {
          level_id: null,
          power_seller_status: null,
          transactions: { period: "historic", total: 0, completed: 0, canceled: 0, ratings: { positive: 0, negative: 0, neutral: 0 } },
        },
      });
    }
  }
  return users;
}

const ratio = (part: number, whole: number) => Math.round((part / whole) * 100) / 100;
const stripAccents = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "");

function yearsAgo(now: Date, years: number, offset: string): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return formatWithOffset(d, offset);
}
