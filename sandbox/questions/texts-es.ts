import type { Phrasebook } from "./texts.ts";

/**
 * Spanish buyer questions and seller answers, by subject. Tokens: {city} (buyer's city), {invoice},
 * {volt}, {carrier}, {talle}, {fuel}, {expensas}, and voseo forms {tenes} {podes} {queres} {hacen} filled per site (texts.ts).
 */
export const ES: Phrasebook = {
  availability: [
    {
      q: "Hola, ¿{tenes} stock disponible? Quiero comprar hoy.",
      a: [
        "Sí, tenemos stock disponible para entrega inmediata. {podes} comprar directamente.",
        "Hola, sí. Lo publicado está en stock y despachamos en el día.",
      ],
    },
    {
      q: "¿Está disponible para comprar 3 unidades?",
      a: [
        "Sí, tenemos más de 3 unidades. {podes} elegir la cantidad al comprar.",
        "Tenemos disponibilidad, sí. Al comprar elegí 3 en cantidad y se despacha todo junto.",
      ],
    },
    {
      q: "Buenas, ¿cuándo vuelven a tener stock?",
      a: [
        "Esperamos reposición la semana próxima. Te recomendamos agregarlo a favoritos para enterarte.",
        "Ya tenemos stock nuevamente, podés comprar cuando quieras.",
      ],
    },
    {
      q: "¿Lo {tenes} para retirar en persona?",
      a: [
        "Por el momento solo trabajamos con envíos por Mercado Envíos.",
        "Sí, podés elegir retiro en nuestro local al momento de la compra.",
      ],
    },
  ],
  shipping: [
    {
      q: "Hola, ¿cuánto tarda en llegar a {city}?",
      a: ["Hola, a {city} llega en 2 a 4 días hábiles con {carrier}.", "Despachamos en 24 horas hábiles; a {city} suele llegar en 3 días."],
    },
    {
      q: "Si compro hoy, ¿llega antes del fin de semana a {city}?",
      a: [
        "Si comprás antes de las 13 hs sale hoy mismo y debería llegar a {city} el jueves o viernes.",
        "Es muy probable, despachamos hoy. El plazo exacto te lo muestra la página al poner tu código postal.",
      ],
    },
    {
      q: "¿El envío es gratis a {city}?",
      a: [
        "Sí, el envío es gratis a todo el país.",
        "El costo de envío lo calcula la plataforma según tu código postal al momento de la compra.",
      ],
    },
    {
      q: "¿Hacen envíos en el día?",
      a: [
        "Sí, en zonas con envío Flex lo recibís en el día si comprás antes de las 13 hs.",
        "No, despachamos en 24 horas hábiles por {carrier}.",
      ],
    },
  ],
  invoice: [
    {
      q: "¿Hacen {invoice}? Necesito para la empresa.",
      a: [
        "Sí, emitimos {invoice}. Cargá tus datos fiscales en tu perfil antes de comprar.",
        "Sí, facturamos. Después de la compra envianos los datos por mensaje y te la mandamos por mail.",
      ],
    },
    {
      q: "¿El precio incluye IVA? Necesito {invoice}.",
      a: [
        "Sí, el precio publicado incluye IVA y emitimos {invoice}.",
        "El precio es final con IVA incluido. La factura se adjunta a la compra.",
      ],
    },
  ],
  bargaining: [
    {
      q: "¿Me {hacen} un descuento si pago en efectivo?",
      a: [
        "El precio es el publicado, pero {podes} aprovechar las cuotas sin interés.",
        "Lamentablemente no podemos modificar el precio por fuera de la plataforma.",
      ],
    },
    {
      q: "Si llevo dos, ¿me dejan mejor precio?",
      a: [
        "Comprando 2 o más aplica automáticamente un descuento por cantidad.",
        "El precio es por unidad; por volumen escribinos después de la compra y vemos.",
      ],
    },
    {
      q: "¿Es el mejor precio? Lo vi más barato en otro lado.",
      a: [
        "Es nuestro mejor precio e incluye garantía y factura.",
        "Mantenemos el precio publicado; incluye envío rápido y garantía oficial.",
      ],
    },
  ],
  colors: [
    {
      q: "¿Qué colores {tenes} disponibles?",
      a: ["Tenemos negro, gris y azul. Elegí el color en las variantes de la publicación.", "Por ahora solo en negro y blanco."],
    },
    {
      q: "¿Lo {tenes} en rojo?",
      a: [
        "No, en rojo no tenemos. Los colores disponibles están en la publicación.",
        "Sí, elegilo en la variante de color antes de comprar.",
      ],
    },
  ],
  warranty: [
    {
      q: "¿Qué garantía tiene?",
      a: ["Tiene 12 meses de garantía oficial del fabricante.", "Garantía de 6 meses por defectos de fábrica, con factura."],
    },
    {
      q: "¿Es original y nuevo en caja cerrada?",
      a: ["Sí, es original, nuevo y en caja sellada.", "Totalmente original, con caja y accesorios completos."],
    },
  ],
  sizes: [
    {
      q: "Hola, ¿qué {talle} me recomiendan si mido 1,75 y peso 80 kg?",
      a: [
        "Te recomendamos un L. En la publicación está la tabla de {talle}s con medidas.",
        "Con esas medidas te va bien un L; si te gusta holgado, XL.",
      ],
    },
    {
      q: "¿Calza normal o viene chico?",
      a: ["Calza normal, tomá tu {talle} habitual.", "Calza un poco chico, te conviene pedir un número más."],
    },
    { q: "Hola, ¿{tenes} el 42?", a: ["Sí, tenemos el 42. Elegilo en las variantes.", "El 42 se nos agotó; ingresa la semana que viene."] },
    {
      q: "¿Si no me queda lo puedo cambiar?",
      a: ["Sí, tenés 30 días para cambiarlo sin costo desde la compra.", "Sí, hacemos cambio de {talle}; escribinos después de recibirlo."],
    },
  ],
  compatibility: [
    {
      q: "¿Sirve para un Volkswagen Gol Trend 2015 1.6?",
      a: ["Sí, es compatible con Gol Trend 1.6 de 2013 a 2018.", "Para confirmarte pasanos el número de chasis (VIN) y lo verificamos."],
    },
    {
      q: "¿Es compatible con Ford Focus 2012 {fuel}?",
      a: [
        "Sí, es compatible con Focus III 2012 a 2015 {fuel}.",
        "No, para ese modelo tenemos otra publicación; consultanos por la correcta.",
      ],
    },
    {
      q: "¿Es la pieza original o alternativa?",
      a: [
        "Es alternativa de primera marca, con la misma calidad que la original.",
        "Es repuesto original con número de parte del fabricante.",
      ],
    },
    {
      q: "¿Viene el juego completo o es una sola unidad?",
      a: ["Es el juego completo para ambos lados.", "Se vende por unidad; si necesitás el par comprá 2."],
    },
  ],
  voltage: [
    {
      q: "¿Funciona con {volt}?",
      a: ["Sí, funciona a {volt}, es el voltaje de red del país.", "Sí, viene preparado para {volt} con enchufe local."],
    },
    {
      q: "¿Qué consumo tiene en watts?",
      a: ["Consume 1200 W según la etiqueta del fabricante.", "Tiene un consumo de 900 W, eficiencia energética A."],
    },
    {
      q: "¿Necesita estabilizador o transformador?",
      a: ["No necesita, funciona directo a {volt}.", "No hace falta, pero siempre recomendamos usarlo con un protector de tensión."],
    },
  ],
  phones: [
    {
      q: "¿Está liberado para cualquier compañía?",
      a: ["Sí, está liberado de fábrica para todas las compañías.", "Sí, funciona con cualquier operador del país."],
    },
    { q: "¿Tiene dual SIM y 5G?", a: ["Sí, es dual SIM y compatible con 5G.", "Es dual SIM; 5G no, funciona en 4G."] },
    {
      q: "¿Trae cargador en la caja?",
      a: ["Trae solo el cable USB-C, el cargador se vende por separado.", "Sí, trae cargador y cable originales."],
    },
  ],
  electronics: [
    {
      q: "¿Trae el cable HDMI incluido?",
      a: ["Sí, incluye cable HDMI y fuente.", "No incluye cable HDMI, solo la fuente de alimentación."],
    },
    { q: "¿Tiene Bluetooth?", a: ["Sí, tiene Bluetooth 5.0.", "No, la conexión es solo por cable."] },
  ],
  home: [
    {
      q: "¿Cuáles son las medidas exactas?",
      a: ["Mide 120 cm de ancho por 45 de profundidad y 75 de alto.", "Las medidas están en la ficha técnica: 60 x 40 x 35 cm."],
    },
    {
      q: "¿Viene armado?",
      a: ["Viene desarmado con instructivo y herrajes; se arma en 20 minutos.", "Sí, llega armado y listo para usar."],
    },
  ],
  toys: [
    { q: "¿Para qué edad es recomendado?", a: ["Es recomendado a partir de 3 años.", "Para mayores de 8 años por las piezas pequeñas."] },
    {
      q: "¿Lleva pilas? ¿Vienen incluidas?",
      a: ["Usa 3 pilas AA que no vienen incluidas.", "Tiene batería recargable incluida con cable USB."],
    },
  ],
  beauty: [
    {
      q: "¿Es original? ¿Qué fecha de vencimiento tiene?",
      a: ["Es original con vencimiento en 2027.", "Producto original importado, vence dentro de 2 años."],
    },
    {
      q: "¿Sirve para piel grasa?",
      a: ["Sí, es apto para todo tipo de piel, incluida la grasa.", "Está pensado para piel mixta a grasa."],
    },
  ],
  sports: [{ q: "¿Hasta qué peso soporta?", a: ["Soporta hasta 120 kg.", "Está homologado para usuarios de hasta 100 kg."] }],
  real_estate: [
    {
      q: "Hola, ¿se puede coordinar una visita esta semana?",
      a: ["Sí, dejanos un teléfono por mensaje y coordinamos la visita.", "Podemos mostrarlo el jueves o el sábado por la mañana."],
    },
    {
      q: "¿Cuánto {son} {expensas}? ¿Acepta mascotas?",
      a: [
        "{Expensas}: alrededor del 8% del alquiler. Se aceptan mascotas pequeñas.",
        "{Expensas}: el detalle está en la descripción. Mascotas sí.",
      ],
    },
    { q: "¿Es apto crédito hipotecario?", a: ["Sí, es apto crédito, la documentación está al día.", "No es apto crédito por el momento."] },
  ],
  vehicles: [
    {
      q: "¿Cuántos kilómetros tiene y tiene los papeles al día?",
      a: ["Tiene los km publicados, papeles al día y listo para transferir.", "Todo al día, único dueño y service oficial."],
    },
    {
      q: "¿Aceptan permuta por un auto más chico?",
      a: ["Sí, evaluamos permuta; mandanos fotos y datos del tuyo.", "No tomamos permuta, solo venta directa."],
    },
    {
      q: "¿Se puede ver y probar el fin de semana?",
      a: ["Sí, el sábado por la mañana podemos coordinar la prueba.", "Claro, pasanos un teléfono por mensaje y coordinamos."],
    },
  ],
  followUp: [
    {
      q: "Gracias. ¿Y si compro ahora sale hoy?",
      a: ["Sí, si la compra entra antes de las 13 hs sale hoy mismo.", "Sale mañana a primera hora."],
    },
    {
      q: "Perfecto, ¿y también hacen {invoice}?",
      a: ["Sí, emitimos {invoice} con tus datos fiscales.", "Sí, la factura se adjunta a la compra."],
    },
    { q: "Excelente. ¿Tiene garantía?", a: ["Sí, 12 meses de garantía oficial.", "Sí, 6 meses por defectos de fábrica."] },
    {
      q: "Ok, ¿y en otro color lo {tenes}?",
      a: ["Los colores disponibles están en las variantes de la publicación.", "Solo en el color publicado, por ahora."],
    },
  ],
  greetings: ["¡Hola! ", "Hola, ¿cómo estás? ", "Hola, buenas. ", "Hola, gracias por tu consulta. ", ""],
  closings: [" ¡Saludos!", " Quedamos a disposición.", " Saludos, equipo {seller}.", " ¡Gracias por elegirnos!", ""],
};
