import type { CountryRow } from "./types.ts";

/** Brasil: states, major cities and their bairros. */
export const BRASIL: CountryRow = {
  id: "BR", site_id: "MLB", name: "Brasil", locale: "pt_BR", currency_id: "BRL",
  decimal_separator: ",", thousands_separator: ".", lat: -14.235, lon: -51.9253,
  states: [
    ["BR-SP", "São Paulo", -22.19, -48.79, "11", [
      ["São Paulo", -23.5505, -46.6333, [["Pinheiros", -23.5614, -46.683], ["Vila Madalena", -23.5535, -46.691], ["Moema", -23.601, -46.665], ["Itaim Bibi", -23.585, -46.68], ["Jardim Paulista", -23.57, -46.658], ["Vila Mariana", -23.589, -46.634], ["Perdizes", -23.537, -46.679], ["Tatuapé", -23.54, -46.576], ["Santana", -23.502, -46.625]]],
      ["Campinas", -22.9099, -47.0626, [["Cambuí", -22.895, -47.051], ["Barão Geraldo", -22.824, -47.079], ["Taquaral", -22.88, -47.052]]],
      ["Santos", -23.9608, -46.3336, [["Gonzaga", -23.968, -46.334], ["Ponta da Praia", -23.985, -46.301], ["Boqueirão", -23.966, -46.322]]],
      ["Guarulhos", -23.4543, -46.5337],
      ["Sorocaba", -23.5015, -47.4526],
      ["Ribeirão Preto", -21.1775, -47.8103],
    ]],
    ["BR-RJ", "Rio de Janeiro", -22.25, -42.66, "21", [
      ["Rio de Janeiro", -22.9068, -43.1729, [["Copacabana", -22.9711, -43.1822], ["Ipanema", -22.9838, -43.2096], ["Leblon", -22.984, -43.224], ["Botafogo", -22.951, -43.184], ["Tijuca", -22.925, -43.233], ["Barra da Tijuca", -23.0, -43.365], ["Flamengo", -22.933, -43.175]]],
      ["Niterói", -22.8833, -43.1036, [["Icaraí", -22.905, -43.108], ["Santa Rosa", -22.9, -43.096]]],
      ["Petrópolis", -22.505, -43.1789],
    ]],
    ["BR-MG", "Minas Gerais", -18.5122, -44.555, "31", [
      ["Belo Horizonte", -19.9167, -43.9345, [["Savassi", -19.938, -43.933], ["Lourdes", -19.932, -43.945], ["Funcionários", -19.933, -43.929], ["Pampulha", -19.851, -43.972]]],
      ["Uberlândia", -18.9186, -48.2772],
      ["Juiz de Fora", -21.7642, -43.3503],
    ]],
    ["BR-PR", "Paraná", -24.89, -51.55, "41", [
      ["Curitiba", -25.4284, -49.2733, [["Batel", -25.442, -49.287], ["Água Verde", -25.452, -49.283], ["Centro", -25.43, -49.271], ["Bigorrilho", -25.436, -49.297]]],
      ["Londrina", -23.3045, -51.1696],
    ]],
    ["BR-RS", "Rio Grande do Sul", -30.0, -53.5, "51", [
      ["Porto Alegre", -30.0346, -51.2177, [["Moinhos de Vento", -30.025, -51.202], ["Cidade Baixa", -30.04, -51.222], ["Menino Deus", -30.053, -51.225]]],
      ["Caxias do Sul", -29.1678, -51.1794],
    ]],
    ["BR-BA", "Bahia", -12.5797, -41.7007, "71", [
      ["Salvador", -12.9777, -38.5016, [["Barra", -13.009, -38.532], ["Pituba", -12.999, -38.456], ["Rio Vermelho", -13.012, -38.49]]],
      ["Feira de Santana", -12.2664, -38.9663],
    ]],
    ["BR-SC", "Santa Catarina", -27.2423, -50.2189, "48", [
      ["Florianópolis", -27.5954, -48.548, [["Centro", -27.596, -48.549], ["Lagoa da Conceição", -27.603, -48.47], ["Jurerê", -27.44, -48.495]]],
      ["Joinville", -26.3045, -48.8487],
    ]],
    ["BR-PE", "Pernambuco", -8.8137, -36.9541, "81", [
      ["Recife", -8.0476, -34.877, [["Boa Viagem", -8.127, -34.901], ["Casa Forte", -8.036, -34.919]]],
      ["Olinda", -8.0089, -34.8553],
    ]],
    ["BR-DF", "Distrito Federal", -15.7998, -47.8645, "61", [
      ["Brasília", -15.7942, -47.8822, [["Asa Sul", -15.816, -47.902], ["Asa Norte", -15.763, -47.883], ["Lago Sul", -15.842, -47.85]]],
    ]],
  ],
};
