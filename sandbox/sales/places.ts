/**
 * State names and postal codes for the buyer cities accounts seeds (sandbox/accounts/seed-users.ts),
 * so shipment receiver addresses look real. Unknown cities fall back to the state code.
 */
export const STATE_NAMES: Record<string, string> = {
  "AR-B": "Buenos Aires", "AR-X": "Córdoba", "AR-S": "Santa Fe", "AR-C": "Capital Federal",
  "BR-RJ": "Rio de Janeiro", "BR-MG": "Minas Gerais", "BR-PR": "Paraná", "BR-BA": "Bahia", "BR-SP": "São Paulo",
  "MX-JAL": "Jalisco", "MX-NLE": "Nuevo León", "MX-PUE": "Puebla", "MX-CMX": "Ciudad de México",
  "CO-DC": "Bogotá D.C.", "CO-VAC": "Valle del Cauca", "CO-ANT": "Antioquia",
  "CL-VS": "Valparaíso", "CL-BI": "Biobío", "CL-RM": "Región Metropolitana",
  "UY-CA": "Canelones", "UY-MA": "Maldonado", "UY-MO": "Montevideo",
};

export const ZIP_CODES: Record<string, string> = {
  "La Plata": "1900", "Córdoba": "5000", "Rosario": "2000", "Caballito": "1405", "Palermo": "1425",
  "Rio de Janeiro": "20040-002", "Belo Horizonte": "30130-010", "Curitiba": "80010-000", "Salvador": "40020-000", "São Paulo": "01310-100",
  "Guadalajara": "44100", "Monterrey": "64000", "Puebla": "72000", "Coyoacán": "04000", "Ciudad de México": "06000",
  "Bogotá": "110111", "Cali": "760001", "Medellín": "050001",
  "Valparaíso": "2340000", "Concepción": "4030000", "Santiago": "8320000",
  "Canelones": "90000", "Maldonado": "20000", "Montevideo": "11000",
};
