import type { CountryRow } from "./types.ts";

/** Argentina. Capital Federal's barrios are cities without neighborhoods, as on the real site. */
export const ARGENTINA: CountryRow = {
  id: "AR", site_id: "MLA", name: "Argentina", locale: "es_AR", currency_id: "ARS",
  decimal_separator: ",", thousands_separator: ".", lat: -38.4161, lon: -63.6167,
  states: [
    ["AR-C", "Capital Federal", -34.6037, -58.3816, "11", [
      ["Palermo", -34.5889, -58.4306], ["Belgrano", -34.5627, -58.4563], ["Recoleta", -34.5875, -58.3974],
      ["Caballito", -34.6189, -58.441], ["Villa Urquiza", -34.5734, -58.4875], ["Núñez", -34.5469, -58.4606],
      ["Almagro", -34.6092, -58.4212], ["San Telmo", -34.6214, -58.3731], ["Puerto Madero", -34.6118, -58.3634],
      ["Villa Crespo", -34.599, -58.4387],
    ]],
    ["AR-B", "Buenos Aires", -36.6769, -60.5588, "221", [
      ["La Plata", -34.9214, -57.9544, [["Centro", -34.9205, -57.9536], ["City Bell", -34.8708, -58.048], ["Manuel B. Gonnet", -34.8773, -58.0157], ["Tolosa", -34.9003, -57.9758]]],
      ["Mar del Plata", -38.0055, -57.5426, [["Centro", -38.0, -57.55], ["La Perla", -37.988, -57.552], ["Playa Grande", -38.025, -57.533], ["Los Troncos", -38.023, -57.548]]],
      ["Tigre", -34.426, -58.5797, [["Nordelta", -34.404, -58.646], ["Tigre Centro", -34.425, -58.58]]],
      ["Pilar", -34.4587, -58.9142, [["Pilar Centro", -34.4587, -58.9142], ["Del Viso", -34.45, -58.798]]],
      ["Vicente López", -34.526, -58.48, [["Olivos", -34.51, -58.49], ["Florida", -34.53, -58.49], ["Munro", -34.53, -58.52]]],
      ["San Isidro", -34.4708, -58.5286, [["Martínez", -34.492, -58.505], ["Acassuso", -34.478, -58.503], ["Beccar", -34.463, -58.535]]],
      ["Quilmes", -34.7206, -58.2546],
    ]],
    ["AR-X", "Córdoba", -32.1429, -63.8018, "351", [
      ["Córdoba", -31.4201, -64.1888, [["Nueva Córdoba", -31.425, -64.188], ["Cerro de las Rosas", -31.372, -64.229], ["General Paz", -31.408, -64.164], ["Güemes", -31.426, -64.196], ["Alberdi", -31.408, -64.205]]],
      ["Villa Carlos Paz", -31.4241, -64.4978],
      ["Río Cuarto", -33.1307, -64.3499],
    ]],
    ["AR-S", "Santa Fe", -30.7069, -60.9498, "341", [
      ["Rosario", -32.9468, -60.6393, [["Centro", -32.947, -60.639], ["Fisherton", -32.93, -60.73], ["Pichincha", -32.937, -60.649], ["Echesortu", -32.953, -60.665]]],
      ["Santa Fe", -31.6333, -60.7, [["Candioti", -31.637, -60.693], ["Centro", -31.648, -60.709]]],
      ["Rafaela", -31.2503, -61.4867],
    ]],
    ["AR-M", "Mendoza", -34.63, -68.58, "261", [
      ["Mendoza", -32.8895, -68.8458, [["Quinta Sección", -32.885, -68.86], ["Centro", -32.89, -68.844]]],
      ["Godoy Cruz", -32.925, -68.845],
      ["Luján de Cuyo", -33.036, -68.878, [["Chacras de Coria", -32.987, -68.876], ["Vistalba", -33.021, -68.92]]],
    ]],
    ["AR-Q", "Neuquén", -38.642, -70.119, "299", [["Neuquén", -38.9516, -68.0591], ["San Martín de los Andes", -40.1571, -71.3524]]],
    ["AR-R", "Río Negro", -40.8261, -63.0266, "294", [
      ["San Carlos de Bariloche", -41.1335, -71.3103, [["Centro", -41.134, -71.305], ["Melipal", -41.126, -71.342]]],
      ["Viedma", -40.8135, -62.9967],
    ]],
    ["AR-T", "Tucumán", -26.9478, -65.3648, "381", [
      ["San Miguel de Tucumán", -26.8083, -65.2176, [["Barrio Norte", -26.82, -65.21], ["Centro", -26.83, -65.204]]],
      ["Yerba Buena", -26.8163, -65.3163],
    ]],
    ["AR-A", "Salta", -24.2991, -64.8144, "387", [["Salta", -24.7821, -65.4232]]],
  ],
};
