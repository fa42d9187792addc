import type { CountryRow } from "./types.ts";

/** Colombia, Chile and Uruguay: fewer places, same structure. Chilean comunas are cities without neighborhoods. */
export const COLOMBIA: CountryRow = {
  id: "CO", site_id: "MCO", name: "Colombia", locale: "es_CO", currency_id: "COP",
  decimal_separator: ",", thousands_separator: ".", lat: 4.5709, lon: -74.2973,
  states: [
    ["CO-DC", "Bogotá D.C.", 4.711, -74.0721, "601", [
      ["Bogotá", 4.711, -74.0721, [["Chapinero", 4.6486, -74.0628], ["Usaquén", 4.695, -74.031], ["Teusaquillo", 4.637, -74.079], ["Suba", 4.741, -74.084]]],
    ]],
    ["CO-ANT", "Antioquia", 7.1986, -75.3412, "604", [
      ["Medellín", 6.2442, -75.5812, [["El Poblado", 6.21, -75.57], ["Laureles", 6.245, -75.596], ["Belén", 6.23, -75.6]]],
      ["Envigado", 6.1759, -75.5917],
      ["Rionegro", 6.1551, -75.3737],
    ]],
    ["CO-VAC", "Valle del Cauca", 3.8009, -76.6413, "602", [
      ["Cali", 3.4516, -76.532, [["Granada", 3.461, -76.534], ["San Fernando", 3.432, -76.544], ["Ciudad Jardín", 3.365, -76.535]]],
    ]],
    ["CO-ATL", "Atlántico", 10.6966, -74.8741, "605", [
      ["Barranquilla", 10.9685, -74.7813, [["El Prado", 10.995, -74.797], ["Alto Prado", 11.005, -74.807]]],
    ]],
  ],
};

export const CHILE: CountryRow = {
  id: "CL", site_id: "MLC", name: "Chile", locale: "es_CL", currency_id: "CLP",
  decimal_separator: ",", thousands_separator: ".", lat: -35.6751, lon: -71.543,
  states: [
    ["CL-RM", "RM (Metropolitana)", -33.4489, -70.6693, "2", [
      ["Santiago", -33.4489, -70.6693], ["Providencia", -33.4314, -70.6093], ["Las Condes", -33.408, -70.567],
      ["Ñuñoa", -33.4569, -70.5976], ["Vitacura", -33.39, -70.58], ["La Florida", -33.522, -70.598],
    ]],
    ["CL-VS", "Valparaíso", -33.0472, -71.6127, "32", [
      ["Viña del Mar", -33.0245, -71.5518, [["Reñaca", -32.97, -71.542], ["Centro", -33.024, -71.552]]],
      ["Valparaíso", -33.0472, -71.6127, [["Cerro Alegre", -33.042, -71.627], ["Cerro Concepción", -33.041, -71.626]]],
    ]],
    ["CL-BI", "Biobío", -37.4464, -72.1416, "41", [["Concepción", -36.8201, -73.0444], ["Talcahuano", -36.7249, -73.1168]]],
  ],
};

export const URUGUAY: CountryRow = {
  id: "UY", site_id: "MLU", name: "Uruguay", locale: "es_UY", currency_id: "UYU",
  decimal_separator: ",", thousands_separator: ".", lat: -32.5228, lon: -55.7658,
  states: [
    ["UY-MO", "Montevideo", -34.9011, -56.1645, "2", [
      ["Montevideo", -34.9011, -56.1645, [["Pocitos", -34.911, -56.15], ["Punta Carretas", -34.923, -56.16], ["Carrasco", -34.888, -56.056], ["Centro", -34.906, -56.19], ["Cordón", -34.901, -56.176], ["Malvín", -34.893, -56.101]]],
    ]],
    ["UY-CA", "Canelones", -34.5228, -56.2778, "2", [["Ciudad de la Costa", -34.816, -55.95], ["Canelones", -34.5228, -56.2778], ["Las Piedras", -34.7302, -56.2192]]],
    ["UY-MA", "Maldonado", -34.9, -54.95, "42", [
      ["Punta del Este", -34.96, -54.947, [["Península", -34.964, -54.945], ["Aidy Grill", -34.938, -54.93], ["San Rafael", -34.922, -54.895]]],
      ["Maldonado", -34.9, -54.95],
      ["Piriápolis", -34.8629, -55.2747],
    ]],
  ],
};
