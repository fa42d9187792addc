/**
 * Typical US-dollar price bands of common domains, where the family band would be absurd
 * (a kettle priced like a refrigerator). Other domains use a band inside their family's range.
 */
export const DOMAIN_USD: Record<string, [number, number]> = {
  CELLPHONES: [120, 1300], SMARTWATCHES: [40, 450], CELLPHONE_CASES: [4, 25], SCREEN_PROTECTORS: [3, 15], CELLPHONE_CHARGERS: [6, 40],
  USB_CABLES: [3, 18], POWER_BANKS: [15, 70], HEADPHONES: [15, 300], WIRED_HEADPHONES: [5, 60], NOTEBOOKS: [380, 2200], TABLETS: [120, 900],
  TELEVISIONS: [180, 2200], SPEAKERS: [20, 450], REFRIGERATORS: [450, 2400], FREEZERS: [350, 1200], WASHING_MACHINES: [300, 1300],
  AIR_CONDITIONERS: [350, 1400], FANS: [25, 140], COFFEE_MAKERS: [30, 450], BLENDERS: [25, 160], MIXERS: [30, 300], AIR_FRYERS: [50, 220],
  ELECTRIC_KETTLES: [15, 70], TOASTERS: [15, 70], MICROWAVES: [90, 380], KITCHEN_RANGES: [250, 1200], VACUUM_CLEANERS: [60, 700],
  CLOTHES_IRONS: [18, 90], SNEAKERS: [45, 220], BOOTS: [50, 200], SANDALS: [12, 70], SHOES: [40, 160], T_SHIRTS: [10, 45], JEANS: [25, 110],
  HOODIES: [25, 110], JACKETS: [35, 260], BACKPACKS: [15, 120], SUITCASES: [45, 300], DUMBBELLS: [15, 140], BICYCLES: [180, 1600],
  TREADMILLS: [350, 1800], TENTS: [40, 350], SOCCER_BALLS: [12, 160], SOCCER_JERSEYS: [25, 110], PROTEIN_SUPPLEMENTS: [20, 80],
  DRILLS: [35, 260], ANGLE_GRINDERS: [35, 200], TOOL_SETS: [20, 200], PRESSURE_WASHERS: [90, 400], BUILDING_BLOCKS: [15, 250],
  DOLLS: [10, 120], BOARD_GAMES: [12, 70], PERFUMES: [25, 180], SHAMPOOS: [4, 25], FACIAL_CREAMS: [8, 60], HAIR_STRAIGHTENERS: [20, 120],
  MATTRESSES: [180, 1200], CHAIRS: [30, 220], TABLES: [80, 700], SOFAS: [300, 1800], COOKWARE_SETS: [40, 300], THERMOSES: [20, 70],
  BED_SHEETS: [18, 90], TOWELS: [8, 45], GRILLS: [80, 900], PET_FOODS: [15, 90], CAT_LITTER: [5, 25], WINES: [6, 90], YERBA_MATE: [3, 12],
  BRAKE_PADS: [15, 90], CAR_FILTERS: [6, 45], CAR_TIRES: [70, 260], ENGINE_OILS: [12, 70], CAR_BATTERIES: [80, 220], CAR_STEREOS: [40, 300],
  GAME_CONSOLES: [300, 800], VIDEO_GAMES: [20, 80], GAMEPADS: [25, 90], MONITORS: [120, 700], KEYBOARDS: [15, 160], COMPUTER_MICE: [8, 120],
  WALL_ART: [15, 120], CURTAINS: [20, 120], LIGHT_BULBS: [2, 20], LED_STRIPS: [8, 40], RUGS: [30, 300],
};

/** Items whose title noun stays plural because they come in pairs or the word has no singular. */
export const PLURAL_NOUNS = new Set(
  "zapatillas tenis tênis botas sandalias sandálias zapatos sapatos pantuflas pantufas botines chuteiras jeans medias meias calcetines anteojos lentes auriculares fones bóxers cuecas mancuernas halteres rollers patins pijamas bermudas shorts leggings calzas antiparras guantes luvas esmaltes alfombras tapetes sábanas lençóis toallas toalhas cortinas".split(" "),
);

export const REAL_ESTATE_EXTRAS = {
  es: ["con Balcón", "con Cochera", "a Estrenar", "Luminoso", "con Pileta", "Apto Crédito", "con Patio", "con Amenities", "al Frente", "con Vista Abierta"],
  pt: ["com Varanda", "com Garagem", "Reformado", "com Piscina", "Mobiliado", "Aceita Financiamento", "com Quintal", "com Lazer Completo", "Vista Livre"],
};

export const VEHICLE_VERSIONS = ["1.0", "1.3", "1.4", "1.6", "1.8", "2.0", "2.8 TDI", "1.5 Turbo", "1.2 Turbo"];
export const VEHICLE_TRIMS = ["Highline", "Comfortline", "LTZ", "LT", "Trendline", "XEI", "SEG", "Feel", "Allure", "Intens", "Limited", "Titanium", "Drive", "Precision"];

/** Each seeded seller's specialty, by user id: which families its items come from. */
export const SELLER_FAMILIES: Record<number, { families: string[]; classified: string[] }> = {
  241_370_001: { families: ["fashion", "sports", "home", "phones"], classified: ["real_estate", "vehicles"] },
  241_370_002: { families: ["home", "appliances", "tools", "pets"], classified: ["real_estate"] },
  241_370_003: { families: ["appliances", "electronics", "computing", "phones"], classified: [] },
  241_370_004: { families: ["fashion", "beauty", "toys", "babies"], classified: ["vehicles"] },
  241_370_005: { families: ["sports", "fashion", "tools", "vehicle_accessories"], classified: ["vehicles"] },
  241_370_006: { families: ["home", "appliances", "food", "pets"], classified: ["real_estate"] },
};
