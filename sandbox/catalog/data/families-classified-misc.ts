import type { FamilyDef } from "./family-types.ts";

/** Top-level families, part 3: the classified verticals (real estate, vehicles) and the smaller families. */
export const FAMILIES_CLASSIFIED_MISC: FamilyDef[] = [
  {
    key: "real_estate", id: 1459, topic: "real_estate", brands: "none", usd: [35_000, 650_000], classified: true,
    name: "Inmuebles|Imóveis",
    tree: `
Departamentos|Apartamentos|APARTMENTS_FOR_SALE @operation
Casas|Casas|HOUSES_FOR_SALE @operation
PH|Casas de Vila|PH_FOR_SALE @operation
Terrenos y Lotes|Terrenos e Lotes|LANDS_FOR_SALE > Venta|Venda, Alquiler|Aluguel
Oficinas|Escritórios|OFFICES_FOR_SALE > Venta|Venda, Alquiler|Aluguel
Locales~Locales Comerciales|Lojas Comerciais|RETAIL_SPACES_FOR_SALE > Venta|Venda, Alquiler|Aluguel
Cocheras~Estacionamientos|Garagens|PARKING_LOTS_FOR_SALE > Venta|Venda, Alquiler|Aluguel
Quintas~Casas de Campo|Chácaras|COUNTRY_HOUSES_FOR_SALE @operation
Campos~Ranchos|Fazendas|FARMS_FOR_SALE > Venta|Venda, Alquiler|Aluguel
Galpones, Depósitos y Edificios~Bodegas|Galpões e Depósitos|WAREHOUSES_FOR_SALE > Venta|Venda, Alquiler|Aluguel
Consultorios|Consultórios|MEDICAL_OFFICES_FOR_SALE > Venta|Venda, Alquiler|Aluguel
Tiempo Compartido|Multipropriedade|TIMESHARES
`,
  },
  {
    key: "vehicles", id: 1743, topic: "vehicles", brands: "cars", usd: [6_000, 70_000], classified: true,
    name: "Autos, Motos y Otros|Carros, Motos e Outros", names: { MLM: "Autos, Motos y Otros", MCO: "Carros, Motos y Otros", MLC: "Autos, Motos y Otros" },
    tree: `
Autos y Camionetas|Carros e Caminhonetes|CARS_AND_VANS
  Chevrolet|Chevrolet > Onix, Cruze, Tracker, S10, Spin, Joy
  Fiat|Fiat > Cronos, Argo, Toro, Strada, Mobi, Pulse
  Ford|Ford > Ranger, Territory, EcoSport, Ka, Maverick, Focus
  Peugeot|Peugeot > 208, 2008, 3008, Partner, 308
  Renault|Renault > Kwid, Sandero, Logan, Duster, Stepway, Alaskan
  Toyota|Toyota > Hilux, Corolla, Corolla Cross, Etios, Yaris, SW4
  Volkswagen|Volkswagen > Gol, Polo, Virtus, T-Cross, Amarok, Taos, Nivus
  Honda|Honda > Civic, HR-V, City, Fit, CR-V
  Nissan|Nissan > Versa, Sentra, Kicks, Frontier, March
  Citroën|Citroën > C3, C4 Cactus, Berlingo, C3 Aircross
  Hyundai|Hyundai > HB20, Creta, Tucson, Accent
  Kia|Kia > Rio, Sportage, Seltos, Picanto
Motos|Motos|MOTORCYCLES
  Honda|Honda > CG 160, XR 150L, Wave 110, CB 250 Twister, Biz 125
  Yamaha|Yamaha > FZ 25, YBR 125, XTZ 250, MT-03, Crypton
  Suzuki|Suzuki > GN 125, Gixxer 150, V-Strom 650
  Motomel|Motomel > Blitz 110, Skua 250, S2 150
  Bajaj|Bajaj > Rouser NS 200, Dominar 400, Pulsar 180
  Kawasaki|Kawasaki > Ninja 400, Z400, Versys 650
Camiones|Caminhões|TRUCKS > Mercedes-Benz, Scania, Volvo, Iveco, Ford Cargo|Ford Cargo
Náutica|Náutica|BOATS > Lanchas, Veleros|Veleiros, Motos de Agua|Jet Skis, Kayaks|Caiaques
Autos Clásicos|Carros Antigos|CLASSIC_CARS
Motorhomes|Motorhomes|MOTORHOMES
`,
  },
  {
    key: "health", id: 409431, topic: "beauty", brands: "health", usd: [4, 900],
    name: "Salud y Equipamiento Médico|Saúde",
    tree: `
Cuidado de la Salud|Cuidados com a Saúde
  Tensiómetros~Baumanómetros|Medidores de Pressão|BLOOD_PRESSURE_MONITORS
  Termómetros|Termômetros|THERMOMETERS
  Oxímetros|Oxímetros|PULSE_OXIMETERS
  Nebulizadores|Nebulizadores|NEBULIZERS
Ortopedia|Ortopedia
  Fajas~Fajas Ortopédicas|Cintas Ortopédicas|ORTHOPEDIC_BELTS
  Rodilleras|Joelheiras|KNEE_BRACES
  Sillas de Ruedas|Cadeiras de Rodas|WHEELCHAIRS
Suplementos Alimenticios|Suplementos Alimentares $supplements
  Vitaminas|Vitaminas|VITAMINS
  Colágeno|Colágeno|COLLAGEN_SUPPLEMENTS
Equipamiento Médico|Equipamentos Médicos
  Estetoscopios|Estetoscópios|STETHOSCOPES
  Camillas|Macas|MEDICAL_STRETCHERS
  Ambos~Uniformes Médicos|Pijamas Cirúrgicos|SCRUBS #apparel
Sex Shop|Sex Shop !adult
  Lubricantes Íntimos|Lubrificantes Íntimos|INTIMATE_LUBRICANTS
  Juguetes para Adultos|Brinquedos Adultos|ADULT_TOYS
  Lencería Erótica|Lingerie Sensual|EROTIC_LINGERIE
`,
  },
  {
    key: "pets", id: 1071, topic: "home", brands: "pets", usd: [3, 300],
    name: "Animales y Mascotas|Pet Shop", names: { MLM: "Animales y Mascotas" },
    tree: `
Alimento para Mascotas|Rações|PET_FOODS @pet
Camas para Mascotas|Camas para Pets|PET_BEDS @pet
Juguetes para Mascotas|Brinquedos para Pets|PET_TOYS @pet
Higiene para Mascotas|Higiene para Pets
  Piedras Sanitarias~Arena para Gatos|Areias Higiênicas|CAT_LITTER
  Shampoo para Mascotas|Shampoo para Pets|PET_SHAMPOOS
Collares y Correas|Coleiras e Guias|PET_COLLARS
Peceras y Acuarios|Aquários|AQUARIUMS
Transportadoras|Caixas de Transporte|PET_CARRIERS
`,
  },
  {
    key: "music", id: 1182, topic: "electronics", brands: "music", usd: [10, 2500],
    name: "Instrumentos Musicales|Instrumentos Musicais",
    tree: `
Guitarras y Bajos|Guitarras e Baixos
  Guitarras Eléctricas|Guitarras Elétricas|ELECTRIC_GUITARS
  Guitarras Criollas~Guitarras Clásicas|Violões|ACOUSTIC_GUITARS
  Bajos Eléctricos|Contrabaixos|BASS_GUITARS
  Cuerdas|Cordas|GUITAR_STRINGS
Teclados y Pianos|Teclados e Pianos
  Teclados|Teclados|MUSICAL_KEYBOARDS
  Pianos Digitales|Pianos Digitais|DIGITAL_PIANOS
Baterías y Percusión|Baterias e Percussão
  Baterías Acústicas|Baterias Acústicas|DRUM_KITS
  Baterías Electrónicas|Baterias Eletrônicas|ELECTRONIC_DRUM_KITS
  Platillos|Pratos|CYMBALS
Amplificadores|Amplificadores|INSTRUMENT_AMPLIFIERS > Para Guitarra|Para Guitarra, Para Bajo|Para Baixo
Audio Profesional|Áudio Profissional
  Consolas de Sonido~Mezcladoras|Mesas de Som|AUDIO_MIXERS
  Interfaces de Audio|Interfaces de Áudio|AUDIO_INTERFACES
  Micrófonos de Estudio|Microfones de Estúdio|STUDIO_MICROPHONES
Instrumentos de Viento|Instrumentos de Sopro
  Saxofones|Saxofones|SAXOPHONES
  Flautas|Flautas|FLUTES
  Armónicas|Gaitas|HARMONICAS
`,
  },
  {
    key: "books", id: 3025, topic: "toys", brands: "books", usd: [5, 80],
    name: "Libros, Revistas y Comics|Livros, Revistas e Comics",
    tree: `
Libros Físicos|Livros Físicos|BOOKS @genre
Comics y Mangas|HQs e Mangás|COMICS > Mangas|Mangás, Comics de Superhéroes|HQs de Super-heróis, Novelas Gráficas|Graphic Novels
Revistas|Revistas|MAGAZINES
Libros de Texto|Livros Didáticos|TEXTBOOKS > Primaria|Ensino Fundamental, Secundaria|Ensino Médio, Universitarios|Universitários
`,
  },
  {
    key: "food", id: 1403, topic: "home", brands: "food", usd: [2, 90],
    name: "Alimentos y Bebidas|Alimentos e Bebidas",
    tree: `
Bebidas|Bebidas
  Vinos|Vinhos|WINES > Tintos|Tintos, Blancos|Brancos, Rosados|Rosés, Espumantes|Espumantes
  Cervezas|Cervejas|BEERS
  Whiskies|Uísques|WHISKIES
  Gaseosas~Refrescos|Refrigerantes|SOFT_DRINKS
Almacén~Despensa|Mercearia
  Yerba Mate~Infusiones|Erva-mate|YERBA_MATE
  Café|Café|COFFEE > Café en Grano|Café em Grãos, Café Molido|Café Moído, Cápsulas|Cápsulas
  Aceites de Oliva|Azeites|OLIVE_OILS
  Golosinas~Dulces|Doces|CANDIES
`,
  },
  {
    key: "jewelry", id: 3937, topic: "apparel", brands: "jewelry", usd: [5, 1200],
    name: "Joyas y Relojes|Joias e Relógios",
    tree: `
Relojes|Relógios|WRISTWATCHES @adult
Joyas|Joias
  Anillos|Anéis|RINGS > Oro|Ouro, Plata|Prata, Acero|Aço
  Collares~Collares y Cadenas|Colares|NECKLACES > Oro|Ouro, Plata|Prata, Acero|Aço
  Aros~Aretes|Brincos|EARRINGS > Oro|Ouro, Plata|Prata, Acero|Aço
  Pulseras|Pulseiras|BRACELETS > Oro|Ouro, Plata|Prata, Acero|Aço
`,
  },
  {
    key: "construction", id: 1500, topic: "tools", brands: "construction", usd: [3, 700],
    name: "Construcción|Construção",
    tree: `
Pinturería~Pinturas|Tintas e Acessórios
  Pinturas~Pinturas y Barnices|Tintas|PAINTS > Látex Interior|Látex Interno, Látex Exterior|Látex Externo, Esmaltes Sintéticos|Esmaltes Sintéticos
  Rodillos y Pinceles|Rolos e Pincéis|PAINT_ROLLERS
Aberturas~Puertas y Ventanas|Portas e Janelas
  Puertas|Portas|DOORS @wood
  Ventanas|Janelas|WINDOWS
Pisos y Revestimientos|Pisos e Revestimentos
  Porcelanatos|Porcelanatos|PORCELAIN_TILES
  Pisos Flotantes|Pisos Laminados|LAMINATE_FLOORING
Sanitarios|Louças Sanitárias
  Inodoros|Vasos Sanitários|TOILETS
  Vanitorys~Muebles de Baño|Gabinetes de Banheiro|BATHROOM_VANITIES
Materiales de Obra|Materiais de Construção
  Cemento y Cal|Cimento e Cal|CEMENT
  Ladrillos|Tijolos|BRICKS
  Electricidad|Material Elétrico|ELECTRICAL_SUPPLIES > Cables Eléctricos|Fios e Cabos, Tomacorrientes|Tomadas, Llaves Térmicas|Disjuntores
`,
  },
  {
    key: "cameras", id: 1039, topic: "electronics", brands: "cameras", usd: [15, 3500],
    name: "Cámaras y Accesorios|Câmeras e Acessórios",
    tree: `
Cámaras Digitales|Câmeras Digitais|DIGITAL_CAMERAS > Réflex|DSLR, Mirrorless|Mirrorless, Compactas|Compactas, Instantáneas|Instantâneas
Cámaras Deportivas|Câmeras de Ação|ACTION_CAMERAS
Lentes y Filtros|Lentes e Filtros
  Lentes~Objetivos|Lentes|CAMERA_LENSES > Canon|Canon, Nikon|Nikon, Sony|Sony
  Filtros|Filtros|CAMERA_FILTERS
Accesorios para Cámaras|Acessórios para Câmeras
  Trípodes|Tripés|TRIPODS
  Estabilizadores|Estabilizadores|GIMBALS
  Bolsos para Cámaras|Bolsas para Câmeras|CAMERA_BAGS
  Iluminación para Fotografía|Iluminação Fotográfica|PHOTO_LIGHTING > Aros de Luz|Ring Lights, Flashes|Flashes, Paneles LED|Painéis LED
`,
  },
  {
    key: "agro", id: 1512, topic: "tools", brands: "agro", usd: [10, 40_000],
    name: "Agro|Agro",
    tree: `
Maquinaria Agrícola|Máquinas Agrícolas
  Tractores|Tratores|TRACTORS
  Sembradoras|Semeadoras|SEEDERS
  Pulverizadoras|Pulverizadores|AGRICULTURAL_SPRAYERS
Insumos Agrícolas|Insumos Agrícolas
  Semillas|Sementes|SEEDS
  Fertilizantes|Fertilizantes|FERTILIZERS
Ganadería|Pecuária
  Comederos|Comedouros|LIVESTOCK_FEEDERS
  Alambrados|Cercas|FENCING_WIRES
`,
  },
  {
    key: "office", id: 1499, topic: "tools", brands: "office", usd: [5, 3000],
    name: "Industrias y Oficinas|Indústria e Comércio",
    tree: `
Equipamiento Comercial|Equipamentos Comerciais
  Balanzas~Básculas|Balanças|SCALES
  Lectores de Códigos|Leitores de Código de Barras|BARCODE_SCANNERS
  Impresoras Fiscales|Impressoras Fiscais|FISCAL_PRINTERS
Gastronomía|Gastronomia
  Hornos Industriales|Fornos Industriais|INDUSTRIAL_OVENS
  Freidoras Industriales|Fritadeiras Industriais|INDUSTRIAL_FRYERS
  Exhibidoras Refrigeradas|Expositores Refrigerados|DISPLAY_REFRIGERATORS
Mobiliario de Oficina|Móveis para Escritório
  Sillas de Oficina|Cadeiras de Escritório|OFFICE_CHAIRS
  Escritorios de Oficina|Mesas de Escritório|OFFICE_DESKS
  Archivadores|Arquivos|FILING_CABINETS
Seguridad Industrial|Segurança do Trabalho
  Calzado de Seguridad|Calçados de Segurança|SAFETY_SHOES
  Cascos de Seguridad|Capacetes de Segurança|SAFETY_HELMETS
  Guantes de Trabajo|Luvas de Proteção|WORK_GLOVES
`,
  },
];
