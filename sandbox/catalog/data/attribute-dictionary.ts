import type { ItemTopic } from "../types.ts";

/** How an attribute is declared, names as "es|pt"; list values as "es|pt" too. */
export interface AttributeDef {
  id: string;
  name: string;
  value_type: "string" | "number" | "number_unit" | "list" | "boolean";
  hierarchy: "PARENT_PK" | "CHILD_PK" | "FAMILY" | "ITEM";
  relevance: 1 | 2;
  group: "MAIN" | "OTHERS";
  required?: boolean;
  catalog_required?: boolean;
  values?: string[];
  /** number_unit: the default unit and a plausible range. */
  unit?: string;
  range?: [number, number];
  max_length?: number;
}

export const GROUP_NAMES = { MAIN: "Principales|Principais", OTHERS: "Otros|Outros" } as const;

const COLORS = ["Negro|Preto", "Blanco|Branco", "Gris|Cinza", "Azul|Azul", "Rojo|Vermelho", "Verde|Verde", "Rosa|Rosa", "Beige|Bege", "Plateado|Prateado", "Marrón|Marrom"];

const A: Record<string, AttributeDef> = {
  BRAND: { id: "BRAND", name: "Marca|Marca", value_type: "list", hierarchy: "PARENT_PK", relevance: 1, group: "MAIN", required: true, catalog_required: true, max_length: 255 },
  MODEL: { id: "MODEL", name: "Modelo|Modelo", value_type: "string", hierarchy: "PARENT_PK", relevance: 1, group: "MAIN", required: true, catalog_required: true, max_length: 255 },
  LINE: { id: "LINE", name: "Línea|Linha", value_type: "string", hierarchy: "FAMILY", relevance: 2, group: "MAIN", max_length: 255 },
  COLOR: { id: "COLOR", name: "Color|Cor", value_type: "list", hierarchy: "CHILD_PK", relevance: 1, group: "MAIN", values: COLORS, max_length: 255 },
  GTIN: { id: "GTIN", name: "Código universal de producto|Código universal de produto", value_type: "string", hierarchy: "PARENT_PK", relevance: 2, group: "OTHERS", max_length: 60 },
  SELLER_SKU: { id: "SELLER_SKU", name: "SKU|SKU", value_type: "string", hierarchy: "ITEM", relevance: 2, group: "OTHERS", max_length: 255 },
  GENDER: { id: "GENDER", name: "Género|Gênero", value_type: "list", hierarchy: "PARENT_PK", relevance: 1, group: "MAIN", required: true, values: ["Hombre|Masculino", "Mujer|Feminino", "Niños|Infantil", "Sin género|Sem gênero"], max_length: 255 },
  SHOE_SIZE: { id: "SIZE", name: "Talle|Tamanho", value_type: "list", hierarchy: "CHILD_PK", relevance: 1, group: "MAIN", required: true, values: ["35|35", "36|36", "37|37", "38|38", "39|39", "40|40", "41|41", "42|42", "43|43", "44|44"], max_length: 255 },
  CLOTHING_SIZE: { id: "SIZE", name: "Talle|Tamanho", value_type: "list", hierarchy: "CHILD_PK", relevance: 1, group: "MAIN", required: true, values: ["XS|PP", "S|P", "M|M", "L|G", "XL|GG", "XXL|XGG"], max_length: 255 },
  SHOE_MATERIAL: { id: "MATERIAL", name: "Material exterior|Material externo", value_type: "list", hierarchy: "FAMILY", relevance: 2, group: "OTHERS", values: ["Cuero|Couro", "Sintético|Sintético", "Tela|Tecido", "Gamuza|Camurça", "Malla|Malha"], max_length: 255 },
  FABRIC: { id: "MATERIAL", name: "Material|Material", value_type: "list", hierarchy: "FAMILY", relevance: 2, group: "OTHERS", values: ["Algodón|Algodão", "Poliéster|Poliéster", "Lino|Linho", "Jean|Jeans", "Lycra|Lycra"], max_length: 255 },
  HOME_MATERIAL: { id: "MATERIAL", name: "Material|Material", value_type: "list", hierarchy: "FAMILY", relevance: 2, group: "OTHERS", values: ["Madera|Madeira", "Metal|Metal", "Vidrio|Vidro", "Plástico|Plástico", "Acero inoxidable|Aço inoxidável", "Cerámica|Cerâmica"], max_length: 255 },
  INTERNAL_MEMORY: { id: "INTERNAL_MEMORY", name: "Memoria interna|Memória interna", value_type: "number_unit", hierarchy: "PARENT_PK", relevance: 1, group: "MAIN", unit: "GB", range: [64, 512], max_length: 255 },
  RAM: { id: "RAM", name: "Memoria RAM|Memória RAM", value_type: "number_unit", hierarchy: "PARENT_PK", relevance: 1, group: "MAIN", unit: "GB", range: [4, 16], max_length: 255 },
  VOLTAGE: { id: "VOLTAGE", name: "Voltaje|Voltagem", value_type: "list", hierarchy: "PARENT_PK", relevance: 1, group: "MAIN", required: true, values: ["110V|110V", "220V|220V", "110V/220V|Bivolt"], max_length: 255 },
  POWER: { id: "POWER", name: "Potencia|Potência", value_type: "number_unit", hierarchy: "FAMILY", relevance: 2, group: "OTHERS", unit: "W", range: [300, 2400], max_length: 255 },
  CAPACITY: { id: "CAPACITY", name: "Capacidad|Capacidade", value_type: "number_unit", hierarchy: "PARENT_PK", relevance: 1, group: "MAIN", unit: "L", range: [2, 480], max_length: 255 },
  ENERGY_EFFICIENCY: { id: "ENERGY_EFFICIENCY", name: "Eficiencia energética|Eficiência energética", value_type: "list", hierarchy: "FAMILY", relevance: 2, group: "OTHERS", values: ["A+++|A+++", "A++|A++", "A+|A+", "A|A", "B|B"], max_length: 255 },
  WITH_BLUETOOTH: { id: "WITH_BLUETOOTH", name: "Con Bluetooth|Com Bluetooth", value_type: "boolean", hierarchy: "FAMILY", relevance: 2, group: "OTHERS", values: ["Sí|Sim", "No|Não"], max_length: 255 },
  IS_CORDLESS: { id: "IS_CORDLESS", name: "Es inalámbrico|É sem fio", value_type: "boolean", hierarchy: "FAMILY", relevance: 2, group: "OTHERS", values: ["Sí|Sim", "No|Não"], max_length: 255 },
  WIDTH: { id: "WIDTH", name: "Ancho|Largura", value_type: "number_unit", hierarchy: "ITEM", relevance: 2, group: "OTHERS", unit: "cm", range: [20, 220], max_length: 255 },
  WEIGHT: { id: "WEIGHT", name: "Peso|Peso", value_type: "number_unit", hierarchy: "ITEM", relevance: 2, group: "OTHERS", unit: "kg", range: [1, 40], max_length: 255 },
  PART_NUMBER: { id: "PART_NUMBER", name: "Número de pieza|Número de peça", value_type: "string", hierarchy: "PARENT_PK", relevance: 1, group: "MAIN", max_length: 255 },
  POSITION: { id: "POSITION", name: "Posición|Posição", value_type: "list", hierarchy: "FAMILY", relevance: 2, group: "OTHERS", values: ["Delantera|Dianteira", "Trasera|Traseira", "Delantera y trasera|Dianteira e traseira"], max_length: 255 },
  MIN_AGE: { id: "MIN_RECOMMENDED_AGE", name: "Edad mínima recomendada|Idade mínima recomendada", value_type: "number_unit", hierarchy: "FAMILY", relevance: 2, group: "OTHERS", unit: "años", range: [1, 14], max_length: 255 },
  PIECES: { id: "PIECES_NUMBER", name: "Cantidad de piezas|Quantidade de peças", value_type: "number", hierarchy: "FAMILY", relevance: 2, group: "OTHERS", range: [10, 1500], max_length: 255 },
  VOLUME: { id: "VOLUME", name: "Volumen|Volume", value_type: "number_unit", hierarchy: "PARENT_PK", relevance: 1, group: "MAIN", unit: "mL", range: [30, 1000], max_length: 255 },
  OPERATION: { id: "OPERATION", name: "Operación|Operação", value_type: "list", hierarchy: "PARENT_PK", relevance: 1, group: "MAIN", required: true, values: ["Venta|Venda", "Alquiler|Aluguel", "Alquiler temporario|Aluguel temporada"], max_length: 255 },
  COVERED_AREA: { id: "COVERED_AREA", name: "Superficie cubierta|Área útil", value_type: "number_unit", hierarchy: "ITEM", relevance: 1, group: "MAIN", required: true, unit: "m²", range: [28, 420], max_length: 255 },
  TOTAL_AREA: { id: "TOTAL_AREA", name: "Superficie total|Área total", value_type: "number_unit", hierarchy: "ITEM", relevance: 1, group: "MAIN", unit: "m²", range: [30, 1200], max_length: 255 },
  ROOMS: { id: "ROOMS", name: "Ambientes|Cômodos", value_type: "number", hierarchy: "ITEM", relevance: 1, group: "MAIN", range: [1, 7], max_length: 255 },
  BEDROOMS: { id: "BEDROOMS", name: "Dormitorios|Quartos", value_type: "number", hierarchy: "ITEM", relevance: 1, group: "MAIN", range: [1, 5], max_length: 255 },
  FULL_BATHROOMS: { id: "FULL_BATHROOMS", name: "Baños|Banheiros", value_type: "number", hierarchy: "ITEM", relevance: 2, group: "OTHERS", range: [1, 4], max_length: 255 },
  HAS_SWIMMING_POOL: { id: "HAS_SWIMMING_POOL", name: "Pileta|Piscina", value_type: "boolean", hierarchy: "ITEM", relevance: 2, group: "OTHERS", values: ["Sí|Sim", "No|Não"], max_length: 255 },
  VEHICLE_YEAR: { id: "VEHICLE_YEAR", name: "Año|Ano", value_type: "number", hierarchy: "PARENT_PK", relevance: 1, group: "MAIN", required: true, range: [2008, 2025], max_length: 255 },
  KILOMETERS: { id: "KILOMETERS", name: "Kilómetros|Quilômetros", value_type: "number_unit", hierarchy: "ITEM", relevance: 1, group: "MAIN", required: true, unit: "km", range: [0, 180000], max_length: 255 },
  FUEL_TYPE: { id: "FUEL_TYPE", name: "Tipo de combustible|Tipo de combustível", value_type: "list", hierarchy: "FAMILY", relevance: 1, group: "MAIN", values: ["Nafta~Gasolina|Gasolina", "Diésel|Diesel", "GNC~Gas|Flex", "Híbrido|Híbrido", "Eléctrico|Elétrico"], max_length: 255 },
  TRANSMISSION: { id: "TRANSMISSION", name: "Transmisión|Câmbio", value_type: "list", hierarchy: "FAMILY", relevance: 2, group: "OTHERS", values: ["Manual|Manual", "Automática|Automático"], max_length: 255 },
  DOORS: { id: "DOORS", name: "Puertas|Portas", value_type: "number", hierarchy: "FAMILY", relevance: 2, group: "OTHERS", range: [2, 5], max_length: 255 },
};

const PRODUCT = [A.BRAND!, A.MODEL!, A.LINE!];
const TAIL = [A.GTIN!, A.SELLER_SKU!];

/** Attributes per item topic, in the order the real API lists them (main ones first). */
export const TOPIC_ATTRIBUTES: Record<ItemTopic, AttributeDef[]> = {
  footwear: [...PRODUCT, A.GENDER!, A.SHOE_SIZE!, A.COLOR!, A.SHOE_MATERIAL!, ...TAIL],
  apparel: [...PRODUCT, A.GENDER!, A.CLOTHING_SIZE!, A.COLOR!, A.FABRIC!, ...TAIL],
  phones: [...PRODUCT, A.INTERNAL_MEMORY!, A.RAM!, A.COLOR!, ...TAIL],
  electronics: [...PRODUCT, A.VOLTAGE!, A.COLOR!, A.WITH_BLUETOOTH!, ...TAIL],
  appliances: [...PRODUCT, A.VOLTAGE!, A.CAPACITY!, A.POWER!, A.COLOR!, A.ENERGY_EFFICIENCY!, ...TAIL],
  home: [...PRODUCT, A.HOME_MATERIAL!, A.COLOR!, A.WIDTH!, ...TAIL],
  auto_parts: [...PRODUCT, A.PART_NUMBER!, A.POSITION!, ...TAIL],
  tools: [...PRODUCT, A.VOLTAGE!, A.POWER!, A.IS_CORDLESS!, ...TAIL],
  sports: [...PRODUCT, A.COLOR!, A.HOME_MATERIAL!, A.WEIGHT!, ...TAIL],
  toys: [...PRODUCT, A.MIN_AGE!, A.PIECES!, A.COLOR!, ...TAIL],
  beauty: [...PRODUCT, A.VOLUME!, A.GENDER!, ...TAIL],
  real_estate: [A.OPERATION!, A.COVERED_AREA!, A.TOTAL_AREA!, A.ROOMS!, A.BEDROOMS!, A.FULL_BATHROOMS!, A.HAS_SWIMMING_POOL!],
  vehicles: [A.BRAND!, A.MODEL!, A.VEHICLE_YEAR!, A.KILOMETERS!, A.FUEL_TYPE!, A.TRANSMISSION!, A.DOORS!, A.COLOR!],
};
