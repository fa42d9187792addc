import type { FamilyDef } from "./family-types.ts";

/**
 * Top-level families, part 1 (vehicle accessories, phones, computing, electronics, appliances, home).
 * Tree text: one node per line, two spaces of indent per level below the top level.
 *   "es|pt|DOMAIN"  es may be "Rioplatense~Neutral" (MLA/MLU use the first form, MLM/MCO/MLC the second)
 *   @facet          expands the node with FACETS values (one more level per facet)
 *   > a, b|b2       literal children, same name in both languages unless "es|pt"
 *   #topic  $brands  override the family's item topic or brand group below this node
 */
export const FAMILIES_TECH_HOME: FamilyDef[] = [
  {
    key: "vehicle_accessories", id: { def: 5725, MLB: 5672, MLM: 1747 }, topic: "auto_parts", brands: "autoparts", usd: [8, 400],
    name: "Accesorios para Vehículos|Acessórios para Veículos",
    tree: `
Repuestos Autos y Camionetas|Peças para Carros e Caminhonetes
  Frenos|Freios|BRAKE_PADS @carbrand
  Suspensión y Dirección|Suspensão e Direção|SHOCK_ABSORBERS @carbrand
  Motor|Motor|ENGINE_PARTS @carbrand
  Filtros|Filtros|CAR_FILTERS > Filtros de Aceite|Filtros de Óleo, Filtros de Aire|Filtros de Ar, Filtros de Combustible|Filtros de Combustível, Filtros de Habitáculo|Filtros de Cabine @carbrand
  Encendido|Ignição|SPARK_PLUGS > Bujías|Velas de Ignição, Bobinas|Bobinas, Cables de Bujía|Cabos de Vela @carbrand
  Embragues|Embreagens|CLUTCH_KITS @carbrand
  Iluminación|Iluminação|CAR_HEADLIGHTS > Faros Delanteros|Faróis, Faros Traseros|Lanternas Traseiras, Lámparas|Lâmpadas, Kits LED|Kits LED @carbrand
  Carrocería|Lataria|CAR_BODY_PARTS > Paragolpes|Para-choques, Espejos|Retrovisores, Manijas|Maçanetas, Guardabarros|Para-lamas @carbrand
  Refrigeración|Arrefecimento|RADIATORS @carbrand
  Escapes|Escapamentos|CAR_EXHAUSTS @carbrand
  Sistema Eléctrico|Sistema Elétrico|ALTERNATORS @carbrand
  Transmisión|Transmissão|CV_JOINTS @carbrand
  Inyección|Injeção|FUEL_INJECTORS @carbrand
  Distribución|Distribuição|TIMING_BELT_KITS @carbrand
  Baterías|Baterias|CAR_BATTERIES > 45 Ah|45 Ah, 65 Ah|65 Ah, 75 Ah|75 Ah, 90 Ah|90 Ah
Neumáticos|Pneus
  Neumáticos de Auto|Pneus de Carro|CAR_TIRES > Rodado 13|Aro 13, Rodado 14|Aro 14, Rodado 15|Aro 15, Rodado 16|Aro 16, Rodado 17|Aro 17
  Neumáticos de Camioneta|Pneus de Caminhonete|SUV_TIRES > Rodado 16|Aro 16, Rodado 17|Aro 17, Rodado 18|Aro 18
  Neumáticos de Moto|Pneus de Moto|MOTORCYCLE_TIRES > Rodado 17|Aro 17, Rodado 18|Aro 18
  Llantas|Rodas|CAR_WHEELS > Llantas de Aleación|Rodas de Liga Leve, Llantas de Chapa|Rodas de Ferro
Audio para Vehículos|Som Automotivo
  Estéreos|Som Automotivo|CAR_STEREOS > Estéreos con Bluetooth|Som com Bluetooth, Estéreos Multimedia|Centrais Multimídia
  Parlantes~Bocinas|Alto-falantes|CAR_SPEAKERS > Coaxiales|Coaxiais, Subwoofers|Subwoofers, Tweeters|Tweeters
  Potencias~Amplificadores|Amplificadores|CAR_AMPLIFIERS
Accesorios de Interior|Acessórios Internos
  Fundas de Asiento|Capas de Banco|CAR_SEAT_COVERS @carbrand
  Cubre Volantes|Capas de Volante|STEERING_WHEEL_COVERS
  Alfombras|Tapetes|CAR_FLOOR_MATS @carbrand
  Soportes para Celular|Suportes para Celular|CAR_PHONE_HOLDERS
Accesorios de Exterior|Acessórios Externos
  Portaequipajes|Bagageiros|ROOF_RACKS
  Cubre Autos|Capas para Carro|CAR_COVERS
  Enganches|Engates|TOW_HITCHES @carbrand
Limpieza de Vehículos|Limpeza Automotiva
  Ceras y Pulidores|Ceras e Polidores|CAR_WAXES
  Shampoo para Autos|Shampoo Automotivo|CAR_SHAMPOOS
  Aspiradoras para Auto|Aspiradores Automotivos|CAR_VACUUMS
Lubricantes y Fluidos|Lubrificantes e Fluidos
  Aceites de Motor|Óleos de Motor|ENGINE_OILS > Sintéticos|Sintéticos, Semisintéticos|Semissintéticos, Minerales|Minerais
  Refrigerantes|Aditivos para Radiador|ENGINE_COOLANTS
  Líquidos de Freno|Fluidos de Freio|BRAKE_FLUIDS
Repuestos Motos|Peças para Motos|MOTORCYCLE_PARTS
  Transmisión|Transmissão|MOTORCYCLE_CHAIN_KITS @motobrand
  Frenos de Moto|Freios de Moto|MOTORCYCLE_BRAKE_PADS @motobrand
  Escapes de Moto|Escapamentos de Moto|MOTORCYCLE_EXHAUSTS @motobrand
  Faros de Moto|Faróis de Moto|MOTORCYCLE_HEADLIGHTS @motobrand
  Filtros de Moto|Filtros de Moto|MOTORCYCLE_FILTERS @motobrand
  Baterías de Moto|Baterias de Moto|MOTORCYCLE_BATTERIES @motobrand
  Cascos|Capacetes|MOTORCYCLE_HELMETS > Integrales|Fechados, Rebatibles|Escamoteáveis, Abiertos|Abertos
`,
  },
  {
    key: "phones", id: 1051, topic: "phones", brands: "phones", usd: [10, 1300],
    name: "Celulares y Teléfonos|Celulares e Telefones", names: { MLM: "Celulares y Telefonía", MLC: "Celulares y Telefonía" },
    tree: `
Celulares y Smartphones|Celulares e Smartphones|CELLPHONES > Samsung|Samsung, Motorola|Motorola, iPhone|iPhone, Xiaomi|Xiaomi, Nokia|Nokia, TCL|TCL, Realme|Realme
Accesorios para Celulares|Acessórios para Celulares
  Fundas|Capinhas|CELLPHONE_CASES > Silicona|Silicone, Rígidas|Rígidas, Tipo Libro|Tipo Carteira @phonebrand
  Protectores de Pantalla|Películas|SCREEN_PROTECTORS > Vidrio Templado|Vidro Temperado, Hidrogel|Hidrogel @phonebrand
  Cargadores|Carregadores|CELLPHONE_CHARGERS > Cargadores de Pared|Carregadores de Parede, Cargadores Inalámbricos|Carregadores Sem Fio, Cargadores para Auto|Carregadores Veiculares
  Cables|Cabos|USB_CABLES > USB-C|USB-C, Lightning|Lightning, Micro USB|Micro USB
  Baterías Externas|Carregadores Portáteis|POWER_BANKS
  Soportes|Suportes|CELLPHONE_HOLDERS
  Selfie Sticks|Bastões de Selfie|SELFIE_STICKS
Repuestos de Celulares|Peças para Celular
  Pantallas|Telas|CELLPHONE_SCREENS @phonebrand
  Baterías|Baterias|CELLPHONE_BATTERIES @phonebrand
  Flex y Conectores|Flex e Conectores|CELLPHONE_FLEX_CABLES @phonebrand
  Tapas Traseras|Tampas Traseiras|CELLPHONE_BACK_COVERS @phonebrand
  Cámaras de Celular|Câmeras de Celular|CELLPHONE_CAMERAS @phonebrand
Smartwatches y Accesorios|Smartwatches e Acessórios
  Smartwatches|Smartwatches|SMARTWATCHES > Samsung|Samsung, Apple|Apple, Xiaomi|Xiaomi, Amazfit|Amazfit, Huawei|Huawei
  Mallas|Pulseiras|SMARTWATCH_BANDS
Telefonía Fija e Inalámbrica|Telefonia Fixa e Sem Fio
  Teléfonos Inalámbricos|Telefones Sem Fio|CORDLESS_PHONES
  Teléfonos Fijos|Telefones Fixos|LANDLINE_PHONES
  Centrales Telefónicas|Centrais Telefônicas|PBX_SYSTEMS
Auriculares|Fones de Ouvido
  Auriculares Bluetooth|Fones Bluetooth|HEADPHONES > In Ear|In Ear, Over Ear|Over Ear, Deportivos|Esportivos
  Auriculares con Cable|Fones com Fio|WIRED_HEADPHONES
`,
  },
  {
    key: "computing", id: 1648, topic: "electronics", brands: "computing", usd: [8, 2500],
    name: "Computación|Informática",
    tree: `
Laptops y Accesorios|Notebooks e Acessórios
  Notebooks|Notebooks|NOTEBOOKS > Lenovo|Lenovo, HP|HP, Dell|Dell, Asus|Asus, Acer|Acer, Apple MacBook|Apple MacBook
  Mochilas para Notebook|Mochilas para Notebook|LAPTOP_BACKPACKS
  Cargadores para Notebook|Carregadores para Notebook|LAPTOP_CHARGERS > Lenovo|Lenovo, HP|HP, Dell|Dell, Asus|Asus
  Bases Refrigerantes|Bases para Notebook|LAPTOP_COOLERS
Componentes de PC|Componentes para PC
  Procesadores|Processadores|CPUS > Intel|Intel, AMD|AMD
  Placas de Video|Placas de Vídeo|GRAPHICS_CARDS > NVIDIA GeForce|NVIDIA GeForce, AMD Radeon|AMD Radeon
  Memorias RAM|Memórias RAM|RAM_MEMORY_MODULES > DDR4|DDR4, DDR5|DDR5
  Motherboards|Placas-mãe|MOTHERBOARDS > Intel|Intel, AMD|AMD
  Fuentes de Alimentación|Fontes de Alimentação|PC_POWER_SUPPLIES
  Gabinetes|Gabinetes|PC_CASES
  Coolers y Ventiladores|Coolers e Ventoinhas|PC_COOLERS
Almacenamiento|Armazenamento
  Discos Rígidos y SSD|HDs e SSDs|SOLID_STATE_DRIVES > SSD Internos|SSDs Internos, Discos Externos|HDs Externos, Discos Internos|HDs Internos
  Pendrives|Pen Drives|USB_FLASH_DRIVES
  Tarjetas de Memoria|Cartões de Memória|MEMORY_CARDS
Periféricos de PC|Periféricos para PC
  Teclados|Teclados|KEYBOARDS > Teclados Gamer|Teclados Gamer, Teclados Inalámbricos|Teclados Sem Fio
  Mouses|Mouses|COMPUTER_MICE > Mouses Gamer|Mouses Gamer, Mouses Inalámbricos|Mouses Sem Fio
  Webcams|Webcams|WEBCAMS
  Mouse Pads|Mousepads|MOUSE_PADS
  Joysticks para PC|Controles para PC|PC_GAMEPADS
Monitores y Accesorios|Monitores e Acessórios
  Monitores|Monitores|MONITORS > Monitores Gamer|Monitores Gamer, Monitores LED|Monitores LED, Monitores Curvos|Monitores Curvos
  Soportes para Monitor|Suportes para Monitor|MONITOR_MOUNTS
Impresión|Impressão
  Impresoras|Impressoras|PRINTERS > Impresoras de Tinta|Impressoras Jato de Tinta, Impresoras Láser|Impressoras Laser, Multifunción|Multifuncionais
  Cartuchos de Tinta|Cartuchos de Tinta|INK_CARTRIDGES > HP|HP, Epson|Epson, Canon|Canon, Brother|Brother
  Tóners|Toners|TONER_CARTRIDGES
Conectividad y Redes|Conectividade e Redes
  Routers|Roteadores|ROUTERS
  Repetidores Wi-Fi|Repetidores Wi-Fi|WIFI_EXTENDERS
  Switches|Switches|NETWORK_SWITCHES
PC de Escritorio|PCs|DESKTOP_COMPUTERS > PC Gamer|PC Gamer, All In One|All In One, Mini PC|Mini PC
Tablets y Accesorios|Tablets e Acessórios
  Tablets|Tablets|TABLETS > Samsung|Samsung, Apple iPad|Apple iPad, Lenovo|Lenovo, Xiaomi|Xiaomi
  Fundas para Tablets|Capas para Tablets|TABLET_CASES
`,
  },
  {
    key: "electronics", id: 1000, topic: "electronics", brands: "electronics", usd: [10, 2200],
    name: "Electrónica, Audio y Video|Eletrônicos, Áudio e Vídeo",
    tree: `
Televisores|Televisores|TELEVISIONS > Smart TV LED|Smart TV LED, QLED|QLED, OLED|OLED @inches
Audio|Áudio
  Parlantes~Bocinas|Caixas de Som|SPEAKERS > Parlantes Bluetooth|Caixas Bluetooth, Barras de Sonido|Soundbars, Parlantes Inteligentes|Caixas Inteligentes
  Equipos de Audio|Aparelhos de Som|HOME_AUDIO_SYSTEMS > Minicomponentes|Minisystems, Home Theater|Home Theater
  Tocadiscos|Toca-discos|TURNTABLES
  Micrófonos|Microfones|MICROPHONES
Accesorios para TV|Acessórios para TV
  Soportes para TV|Suportes para TV|TV_MOUNTS
  Controles Remotos|Controles Remotos|REMOTE_CONTROLS
  Streaming|Streaming|STREAMING_MEDIA_DEVICES > Chromecast|Chromecast, Fire TV Stick|Fire TV Stick, Roku|Roku, Apple TV|Apple TV
Componentes Electrónicos|Componentes Eletrônicos
  Placas Arduino|Placas Arduino|DEVELOPMENT_BOARDS
  Fuentes|Fontes|POWER_SUPPLIES
  Cables y Conectores|Cabos e Conectores|AUDIO_VIDEO_CABLES > HDMI|HDMI, RCA|RCA, Ópticos|Ópticos
Drones y Accesorios|Drones e Acessórios
  Drones|Drones|DRONES
  Baterías para Drones|Baterias para Drones|DRONE_BATTERIES
Proyectores y Pantallas|Projetores e Telas
  Proyectores|Projetores|PROJECTORS
  Pantallas de Proyección|Telas de Projeção|PROJECTION_SCREENS
Seguridad para el Hogar|Segurança para Casa
  Cámaras de Seguridad|Câmeras de Segurança|SECURITY_CAMERAS > Cámaras Wi-Fi|Câmeras Wi-Fi, Kits DVR|Kits DVR
  Alarmas|Alarmes|HOME_ALARMS
  Porteros Eléctricos|Porteiros Eletrônicos|INTERCOMS
`,
  },
  {
    key: "appliances", id: 5726, topic: "appliances", brands: "appliances", usd: [20, 2200],
    name: "Electrodomésticos y Aires Ac.|Eletrodomésticos", names: { MLM: "Electrodomésticos", MCO: "Electrodomésticos", MLC: "Electrodomésticos", MLU: "Electrodomésticos" },
    tree: `
Heladeras y Freezers~Refrigeración|Geladeiras e Freezers
  Heladeras~Refrigeradores|Geladeiras|REFRIGERATORS @capacity
  Freezers~Congeladores|Freezers|FREEZERS > Freezers Horizontales|Freezers Horizontais, Freezers Verticales|Freezers Verticais
  Frigobares|Frigobares|MINIBARS
  Cavas de Vino|Adegas|WINE_COOLERS
Lavado|Lavanderia
  Lavarropas~Lavadoras|Máquinas de Lavar|WASHING_MACHINES > Carga Frontal|Abertura Frontal, Carga Superior|Abertura Superior, Semiautomáticos|Tanquinhos
  Secarropas~Secadoras|Secadoras|CLOTHES_DRYERS
  Lavavajillas|Lava-louças|DISHWASHERS
Climatización|Climatização
  Aires Acondicionados|Ar-condicionado|AIR_CONDITIONERS > Split|Split, Portátiles|Portáteis, Ventana|Janela
  Ventiladores|Ventiladores|FANS > De Pie|De Coluna, De Techo|De Teto, De Mesa|De Mesa
  Calefactores~Calentadores|Aquecedores|SPACE_HEATERS > Eléctricos|Elétricos, A Gas|A Gás
  Purificadores de Aire|Purificadores de Ar|AIR_PURIFIERS
Pequeños Electrodomésticos|Eletroportáteis
  Cafeteras|Cafeteiras|COFFEE_MAKERS > Cafeteras Express|Cafeteiras Expresso, Cafeteras de Filtro|Cafeteiras de Filtro, Cafeteras de Cápsulas|Cafeteiras de Cápsulas
  Licuadoras|Liquidificadores|BLENDERS
  Batidoras|Batedeiras|MIXERS
  Freidoras de Aire|Fritadeiras Elétricas|AIR_FRYERS
  Pavas Eléctricas~Hervidores|Chaleiras Elétricas|ELECTRIC_KETTLES
  Tostadoras|Torradeiras|TOASTERS
  Procesadoras de Alimentos|Processadores de Alimentos|FOOD_PROCESSORS
  Sandwicheras|Sanduicheiras|SANDWICH_MAKERS
  Jugueras|Espremedores|JUICERS
Cocción|Fornos e Fogões
  Cocinas~Estufas|Fogões|KITCHEN_RANGES > A Gas|A Gás, Eléctricas|Elétricos
  Hornos Eléctricos|Fornos Elétricos|ELECTRIC_OVENS
  Microondas|Micro-ondas|MICROWAVES
  Anafes~Parrillas|Cooktops|COOKTOPS > A Gas|A Gás, De Inducción|De Indução, Vitrocerámicos|Vitrocerâmicos
  Campanas y Purificadores|Coifas e Depuradores|RANGE_HOODS
Cuidado de la Ropa|Cuidado com Roupas
  Planchas|Ferros de Passar|CLOTHES_IRONS
  Vaporizadores|Vaporizadores|GARMENT_STEAMERS
Aspiradoras y Limpieza|Aspiradores e Limpeza
  Aspiradoras|Aspiradores de Pó|VACUUM_CLEANERS > Robots|Robôs, Verticales|Verticais, De Arrastre|Convencionais
  Lustradoras|Enceradeiras|FLOOR_POLISHERS
Termotanques y Calefones~Calentadores de Agua|Aquecedores de Água
  Termotanques~Boilers|Boilers|WATER_HEATERS > Eléctricos|Elétricos, A Gas|A Gás
  Calefones|Aquecedores a Gás|TANKLESS_WATER_HEATERS
`,
  },
  {
    key: "home", id: 1574, topic: "home", brands: "home", usd: [5, 1500],
    name: "Hogar, Muebles y Jardín|Casa, Móveis e Decoração",
    tree: `
Muebles para el Hogar|Móveis para Casa
  Sillas|Cadeiras|CHAIRS @material
  Mesas|Mesas|TABLES @material
  Sillones y Sofás|Sofás e Poltronas|SOFAS > Sofás|Sofás, Sillones|Poltronas, Futones|Futons, Puffs|Puffs
  Placares~Roperos|Guarda-roupas|WARDROBES @wood
  Camas|Camas|BEDS @wood
  Bibliotecas y Estantes|Estantes|BOOKCASES @wood
  Racks para TV|Racks para TV|TV_RACKS @wood
  Escritorios|Escrivaninhas|DESKS @wood
  Mesas de Luz|Criados-mudos|NIGHTSTANDS @wood
Dormitorio|Quarto
  Colchones|Colchões|MATTRESSES > 1 Plaza|Solteiro, 2 Plazas|Casal, Queen|Queen, King|King
  Sommiers~Bases de Cama|Camas Box|BOX_SPRINGS > 1 Plaza|Solteiro, 2 Plazas|Casal, Queen|Queen
  Almohadas|Travesseiros|PILLOWS
  Sábanas|Lençóis|BED_SHEETS > 1 Plaza|Solteiro, 2 Plazas|Casal, Queen|Queen, King|King @fabric
  Acolchados y Edredones|Edredons|COMFORTERS > 1 Plaza|Solteiro, 2 Plazas|Casal, Queen|Queen, King|King @fabric
Cocina|Cozinha
  Baterías de Cocina|Jogos de Panelas|COOKWARE_SETS
  Sartenes|Frigideiras|FRYING_PANS
  Cuchillos|Facas|KITCHEN_KNIVES
  Vajilla|Louças|DINNERWARE_SETS > Platos|Pratos, Tazas|Xícaras, Vasos|Copos, Copas|Taças
  Termos|Garrafas Térmicas|THERMOSES
  Organización de Cocina|Organização de Cozinha|KITCHEN_ORGANIZERS
Baños|Banheiro
  Griferías~Llaves|Torneiras|FAUCETS > Monocomando|Monocomando, Lavatorio|Lavatório, Ducha|Chuveiro
  Toallas|Toalhas|TOWELS @fabric
  Accesorios de Baño|Acessórios para Banheiro|BATHROOM_ACCESSORIES
  Cortinas de Baño|Cortinas de Banheiro|SHOWER_CURTAINS
Decoración|Decoração
  Cuadros|Quadros|WALL_ART
  Espejos|Espelhos|MIRRORS
  Alfombras|Tapetes|RUGS
  Cortinas|Cortinas|CURTAINS @fabric
  Velas y Aromatizantes|Velas e Aromatizadores|CANDLES
  Relojes de Pared|Relógios de Parede|WALL_CLOCKS
Iluminación para el Hogar|Iluminação Residencial
  Lámparas de Techo|Lustres e Pendentes|CEILING_LIGHTS
  Lámparas de Pie|Luminárias de Chão|FLOOR_LAMPS
  Lámparas de Mesa|Luminárias de Mesa|TABLE_LAMPS
  Tiras LED|Fitas LED|LED_STRIPS
  Focos y Lamparitas~Focos|Lâmpadas|LIGHT_BULBS
Jardín y Aire Libre|Jardim e Ar Livre
  Muebles de Jardín|Móveis de Jardim|GARDEN_FURNITURE @material
  Parrillas~Asadores|Churrasqueiras|GRILLS > Parrillas a Carbón|Churrasqueiras a Carvão, Parrillas a Gas|Churrasqueiras a Gás, Parrillas Eléctricas|Churrasqueiras Elétricas
  Piletas~Albercas|Piscinas|SWIMMING_POOLS > Piletas Inflables|Piscinas Infláveis, Piletas Estructurales|Piscinas Estruturais
  Cortadoras de Césped|Cortadores de Grama|LAWN_MOWERS
  Macetas|Vasos para Plantas|PLANTERS
  Riego|Irrigação|GARDEN_HOSES
Limpieza del Hogar|Limpeza da Casa
  Escobas y Trapeadores|Vassouras e Mops|MOPS
  Tachos de Basura|Lixeiras|TRASH_CANS
  Tendederos|Varais|CLOTHES_DRYING_RACKS
`,
  },
];
