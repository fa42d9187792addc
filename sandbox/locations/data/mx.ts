import type { CountryRow } from "./types.ts";

/** México: Ciudad de México's alcaldías are its cities; colonias are the neighborhoods. */
export const MEXICO: CountryRow = {
  id: "MX", site_id: "MLM", name: "México", locale: "es_MX", currency_id: "MXN",
  decimal_separator: ".", thousands_separator: ",", lat: 23.6345, lon: -102.5528,
  states: [
    ["MX-CMX", "Ciudad de México", 19.4326, -99.1332, "55", [
      ["Benito Juárez", 19.372, -99.158, [["Del Valle Centro", 19.385, -99.168], ["Narvarte Poniente", 19.393, -99.156], ["Nápoles", 19.394, -99.177], ["Portales Norte", 19.37, -99.145]]],
      ["Cuauhtémoc", 19.442, -99.151, [["Roma Norte", 19.418, -99.162], ["Condesa", 19.411, -99.174], ["Juárez", 19.428, -99.16], ["Centro", 19.434, -99.141]]],
      ["Miguel Hidalgo", 19.432, -99.204, [["Polanco", 19.433, -99.193], ["Lomas de Chapultepec", 19.423, -99.218], ["Anzures", 19.43, -99.177]]],
      ["Coyoacán", 19.3467, -99.1617, [["Del Carmen", 19.35, -99.162], ["Santa Catarina", 19.346, -99.17], ["Ciudad Jardín", 19.333, -99.145]]],
      ["Álvaro Obregón", 19.359, -99.203, [["San Ángel", 19.347, -99.19], ["Guadalupe Inn", 19.36, -99.186]]],
      ["Tlalpan", 19.294, -99.169],
      ["Azcapotzalco", 19.487, -99.184],
    ]],
    ["MX-JAL", "Jalisco", 20.6595, -103.3494, "33", [
      ["Guadalajara", 20.6597, -103.3496, [["Providencia", 20.693, -103.389], ["Americana", 20.672, -103.368], ["Chapalita", 20.666, -103.4]]],
      ["Zapopan", 20.7236, -103.3848, [["Puerta de Hierro", 20.708, -103.413], ["Ciudad Granja", 20.686, -103.425]]],
      ["Tlaquepaque", 20.6409, -103.2933],
      ["Puerto Vallarta", 20.6534, -105.2253, [["Zona Romántica", 20.6, -105.237], ["Marina Vallarta", 20.665, -105.253]]],
    ]],
    ["MX-NLE", "Nuevo León", 25.5922, -99.9962, "81", [
      ["Monterrey", 25.6866, -100.3161, [["Centro", 25.67, -100.31], ["Obispado", 25.676, -100.343], ["Cumbres", 25.725, -100.393]]],
      ["San Pedro Garza García", 25.6573, -100.4029, [["Del Valle", 25.655, -100.368], ["Valle Oriente", 25.641, -100.318]]],
      ["Guadalupe", 25.6775, -100.2597],
    ]],
    ["MX-PUE", "Puebla", 19.0414, -98.2063, "222", [
      ["Puebla", 19.0414, -98.2063, [["Centro", 19.043, -98.198], ["La Paz", 19.051, -98.224], ["Angelópolis", 19.025, -98.238]]],
      ["San Andrés Cholula", 19.0633, -98.3064],
    ]],
    ["MX-MEX", "Estado de México", 19.4969, -99.7233, "55", [
      ["Naucalpan de Juárez", 19.4785, -99.2396, [["Ciudad Satélite", 19.509, -99.236], ["Lomas Verdes", 19.507, -99.266]]],
      ["Huixquilucan", 19.361, -99.351, [["Interlomas", 19.399, -99.28]]],
      ["Toluca", 19.2826, -99.6557],
    ]],
    ["MX-QUE", "Querétaro", 20.5888, -100.3899, "442", [
      ["Querétaro", 20.5888, -100.3899, [["Centro", 20.593, -100.392], ["Juriquilla", 20.705, -100.447]]],
      ["San Juan del Río", 20.3888, -99.9962],
    ]],
    ["MX-ROO", "Quintana Roo", 19.1817, -88.4791, "998", [
      ["Cancún", 21.1619, -86.8515, [["Zona Hotelera", 21.11, -86.76], ["Centro", 21.16, -86.827]]],
      ["Playa del Carmen", 20.6296, -87.0739],
      ["Tulum", 20.2114, -87.4654],
    ]],
    ["MX-YUC", "Yucatán", 20.7099, -89.0943, "999", [
      ["Mérida", 20.9674, -89.5926, [["Centro", 20.967, -89.623], ["García Ginerés", 20.982, -89.635], ["Montebello", 21.02, -89.596]]],
    ]],
  ],
};
