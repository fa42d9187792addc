import type { FamilyDef } from "./family-types.ts";

/** Top-level families, part 2 (fashion, sports, tools, toys, beauty, babies, games). Same tree text as part 1. */
export const FAMILIES_FASHION_LEISURE: FamilyDef[] = [
  {
    key: "fashion", id: 1430, topic: "apparel", brands: "apparel", usd: [6, 220],
    name: "Ropa y Accesorios|Calçados, Roupas e Bolsas", names: { MLM: "Ropa, Bolsas y Calzado", MCO: "Ropa y Accesorios", MLC: "Vestuario y Calzado" },
    tree: `
Calzado|Calçados #footwear $footwear
  Zapatillas~Tenis|Tênis|SNEAKERS > Running|Corrida, Urbanas|Casuais, Skate|Skate, Training|Treino, Básquet|Basquete @gender
  Botas y Botinetas|Botas e Coturnos|BOOTS > Texanas|Texanas, De Lluvia|De Chuva, Borcegos|Coturnos @adult
  Sandalias y Ojotas|Sandálias e Chinelos|SANDALS @gender
  Zapatos|Sapatos|SHOES > Zapatos de Vestir|Sapatos Sociais, Mocasines|Mocassins, Stilettos|Scarpins, Náuticos|Dockside
  Pantuflas|Pantufas|SLIPPERS @adult
  Botines de Fútbol|Chuteiras|SOCCER_SHOES > Botines con Tapones|Chuteiras de Campo, Botines Papi Fútbol|Chuteiras Futsal, Botines Society|Chuteiras Society
Remeras, Musculosas y Chombas~Playeras|Camisetas e Regatas
  Remeras~Playeras|Camisetas|T_SHIRTS > Manga Corta|Manga Curta, Manga Larga|Manga Longa @gender
  Chombas~Polos|Camisas Polo|POLO_SHIRTS @adult
  Musculosas~Camisetas sin Mangas|Regatas|TANK_TOPS @adult
Buzos y Hoodies~Sudaderas|Moletons
  Buzos con Capucha~Sudaderas con Capucha|Moletons com Capuz|HOODIES @gender
  Buzos sin Capucha~Sudaderas sin Capucha|Moletons sem Capuz|SWEATSHIRTS @gender
Pantalones, Jeans y Calzas|Calças, Jeans e Leggings
  Jeans|Jeans|JEANS > Skinny|Skinny, Rectos|Retos, Mom|Mom, Oxford|Flare @gender
  Pantalones|Calças|PANTS @gender
  Calzas~Leggings|Leggings|LEGGINGS @gender
  Bermudas y Shorts|Bermudas e Shorts|SHORTS @gender
Camperas, Tapados y Trenchs~Chamarras|Jaquetas e Casacos
  Camperas~Chamarras|Jaquetas|JACKETS > De Jean|Jeans, De Cuero|De Couro, Inflables|Puffer, Rompevientos|Corta-vento @gender
  Parkas|Parkas|PARKAS @adult
  Chalecos|Coletes|VESTS @adult
Camisas y Blusas|Camisas e Blusas
  Camisas|Camisas|SHIRTS @adult
  Blusas|Blusas|BLOUSES
Vestidos y Polleras~Vestidos y Faldas|Vestidos e Saias
  Vestidos|Vestidos|DRESSES > Vestidos de Fiesta|Vestidos de Festa, Vestidos Casuales|Vestidos Casuais, Vestidos Largos|Vestidos Longos
  Polleras~Faldas|Saias|SKIRTS
Ropa Interior y de Dormir|Moda Íntima e Pijamas
  Pijamas|Pijamas|PAJAMAS @gender
  Bóxers|Cuecas|BOXERS
  Corpiños~Brasieres|Sutiãs|BRAS
  Medias~Calcetines|Meias|SOCKS @gender
Carteras, Bolsos y Mochilas~Bolsas y Mochilas|Bolsas, Malas e Mochilas #apparel $bags
  Mochilas|Mochilas|BACKPACKS > Mochilas Urbanas|Mochilas Urbanas, Mochilas Escolares|Mochilas Escolares, Mochilas de Viaje|Mochilas de Viagem
  Carteras~Bolsas|Bolsas Femininas|HANDBAGS > Bandoleras|Transversais, Tote|Tote, De Mano|De Mão
  Valijas~Maletas|Malas de Viagem|SUITCASES > Carry On|De Bordo, Medianas|Médias, Grandes|Grandes
  Billeteras~Carteras|Carteiras|WALLETS @adult
Accesorios de Moda|Acessórios de Moda
  Anteojos de Sol~Lentes de Sol|Óculos de Sol|SUNGLASSES @adult
  Cinturones|Cintos|BELTS @adult
  Gorras~Gorras y Sombreros|Bonés|CAPS
  Bufandas|Cachecóis|SCARVES
Trajes de Baño|Moda Praia
  Bikinis|Biquínis|BIKINIS
  Mallas de Hombre~Trajes de Baño de Hombre|Sungas|SWIM_TRUNKS
  Mallas Enterizas~Trajes de Baño Completos|Maiôs|SWIMSUITS
`,
  },
  {
    key: "sports", id: 1276, topic: "sports", brands: "sports", usd: [5, 1600],
    name: "Deportes y Fitness|Esportes e Fitness",
    tree: `
Fitness y Musculación|Fitness e Musculação
  Mancuernas~Mancuernas y Pesas|Halteres|DUMBBELLS
  Discos y Barras|Anilhas e Barras|WEIGHT_PLATES
  Bancos de Musculación|Bancos de Musculação|WEIGHT_BENCHES
  Bicicletas Fijas~Bicicletas Estáticas|Bicicletas Ergométricas|EXERCISE_BIKES
  Cintas de Correr~Caminadoras|Esteiras|TREADMILLS
  Colchonetas y Mats|Colchonetes e Tapetes|YOGA_MATS
  Bandas Elásticas|Faixas Elásticas|RESISTANCE_BANDS
Ciclismo|Ciclismo
  Bicicletas|Bicicletas|BICYCLES > Mountain Bike|Mountain Bike, Ruta|Speed, Urbanas|Urbanas, Infantiles|Infantis, Eléctricas|Elétricas
  Cascos de Ciclismo|Capacetes de Ciclismo|BICYCLE_HELMETS
  Repuestos de Bicicletas|Peças de Bicicleta|BICYCLE_PARTS > Cubiertas|Pneus, Cámaras|Câmaras, Cadenas|Correntes, Frenos|Freios
  Luces para Bicicleta|Luzes para Bicicleta|BICYCLE_LIGHTS
Camping, Caza y Pesca|Camping, Caça e Pesca
  Carpas~Casas de Campaña|Barracas|TENTS > 2 Personas|2 Pessoas, 4 Personas|4 Pessoas, 6 Personas|6 Pessoas
  Bolsas de Dormir|Sacos de Dormir|SLEEPING_BAGS
  Conservadoras~Hieleras|Caixas Térmicas|COOLERS
  Linternas|Lanternas|FLASHLIGHTS
  Cañas de Pescar|Varas de Pesca|FISHING_RODS
  Reels~Carretes|Molinetes e Carretilhas|FISHING_REELS
  Mochilas de Trekking|Mochilas de Trekking|HIKING_BACKPACKS
Fútbol|Futebol
  Pelotas de Fútbol~Balones de Fútbol|Bolas de Futebol|SOCCER_BALLS > Número 5|Tamanho 5, Número 4|Tamanho 4, Futsal|Futsal
  Camisetas de Fútbol~Jerseys de Fútbol|Camisas de Time|SOCCER_JERSEYS > Selecciones|Seleções, Clubes Locales|Times Nacionais, Clubes Europeos|Times Europeus @adult
  Guantes de Arquero~Guantes de Portero|Luvas de Goleiro|GOALKEEPER_GLOVES
  Arcos de Fútbol~Porterías|Traves de Futebol|SOCCER_GOALS
Deportes de Raqueta|Esportes de Raquete
  Raquetas de Tenis|Raquetes de Tênis|TENNIS_RACKETS
  Paletas de Pádel|Raquetes de Padel|PADEL_RACKETS
  Pelotas de Tenis|Bolas de Tênis|TENNIS_BALLS
Natación|Natação
  Antiparras~Goggles|Óculos de Natação|SWIMMING_GOGGLES
  Gorras de Natación|Toucas de Natação|SWIM_CAPS
Indumentaria Deportiva|Roupas Esportivas #apparel
  Camperas Deportivas|Jaquetas Esportivas|SPORTS_JACKETS @adult
  Remeras Deportivas|Camisetas Esportivas|SPORTS_T_SHIRTS @adult
  Pantalones Deportivos|Calças Esportivas|SPORTS_PANTS @adult
  Tops Deportivos|Tops Esportivos|SPORTS_BRAS
Suplementos Deportivos|Suplementos Esportivos #beauty $supplements
  Proteínas|Proteínas|PROTEIN_SUPPLEMENTS > Whey Protein|Whey Protein, Proteína Vegetal|Proteína Vegetal
  Creatinas|Creatinas|CREATINE_SUPPLEMENTS
  Aminoácidos|Aminoácidos|AMINO_ACID_SUPPLEMENTS
Patín, Skate y Monopatines|Patins, Skate e Patinetes
  Skates|Skates|SKATEBOARDS
  Rollers~Patines|Patins|INLINE_SKATES
  Monopatines Eléctricos~Scooters Eléctricos|Patinetes Elétricos|ELECTRIC_SCOOTERS
Deportes de Combate|Esportes de Combate
  Guantes de Box|Luvas de Boxe|BOXING_GLOVES
  Bolsas de Boxeo|Sacos de Pancada|PUNCHING_BAGS
`,
  },
  {
    key: "tools", id: { def: 407134, MLB: 263532 }, topic: "tools", brands: "tools", usd: [5, 900],
    name: "Herramientas|Ferramentas",
    tree: `
Herramientas Eléctricas|Ferramentas Elétricas
  Taladros~Taladros y Rotomartillos|Furadeiras e Parafusadeiras|DRILLS @voltage
  Amoladoras~Esmeriladoras|Esmerilhadeiras|ANGLE_GRINDERS
  Sierras Eléctricas|Serras Elétricas|ELECTRIC_SAWS > Sierras Circulares|Serras Circulares, Caladoras|Tico-ticos, Ingletadoras|Serras de Esquadria
  Lijadoras|Lixadeiras|SANDERS
  Atornilladores~Desarmadores Eléctricos|Parafusadeiras|SCREWDRIVERS_ELECTRIC @voltage
  Rotomartillos|Marteletes|ROTARY_HAMMERS
  Pistolas de Calor|Sopradores Térmicos|HEAT_GUNS
Herramientas Manuales|Ferramentas Manuais
  Destornilladores~Desarmadores|Chaves de Fenda|SCREWDRIVERS
  Llaves~Llaves Mecánicas|Chaves de Boca|WRENCHES > Llaves Combinadas|Chaves Combinadas, Llaves Allen|Chaves Allen, Llaves Francesas|Chaves Inglesas, Llaves de Tubo|Chaves de Tubo
  Martillos|Martelos|HAMMERS
  Pinzas~Pinzas y Alicates|Alicates|PLIERS
  Sets de Herramientas|Jogos de Ferramentas|TOOL_SETS
  Cajas de Herramientas|Caixas de Ferramentas|TOOLBOXES
Medición y Nivelación|Medição e Nivelamento
  Niveles Láser|Níveis a Laser|LASER_LEVELS
  Cintas Métricas~Flexómetros|Trenas|TAPE_MEASURES
  Multímetros|Multímetros|MULTIMETERS
Herramientas de Jardín|Ferramentas de Jardim
  Bordeadoras~Desbrozadoras|Roçadeiras|STRING_TRIMMERS
  Motosierras|Motosserras|CHAINSAWS
  Hidrolavadoras|Lavadoras de Alta Pressão|PRESSURE_WASHERS
  Sopladoras|Sopradores de Folhas|LEAF_BLOWERS
Soldadura|Solda
  Soldadoras|Máquinas de Solda|WELDING_MACHINES > Inverter|Inversoras, MIG|MIG, Eléctricas|Elétricas
  Caretas de Soldar|Máscaras de Solda|WELDING_HELMETS
Compresores y Generadores|Compressores e Geradores
  Compresores de Aire|Compressores de Ar|AIR_COMPRESSORS
  Generadores Eléctricos|Geradores de Energia|POWER_GENERATORS
Accesorios para Herramientas|Acessórios para Ferramentas
  Mechas~Brocas|Brocas|DRILL_BITS
  Discos de Corte|Discos de Corte|CUTTING_DISCS
  Hojas de Sierra|Lâminas de Serra|SAW_BLADES
`,
  },
  {
    key: "toys", id: 1132, topic: "toys", brands: "toys", usd: [4, 450],
    name: "Juegos y Juguetes|Brinquedos e Hobbies",
    tree: `
Muñecos y Muñecas|Bonecos e Bonecas
  Muñecas~Muñecas y Accesorios|Bonecas|DOLLS
  Figuras de Acción|Bonecos de Ação|ACTION_FIGURES > Superhéroes|Super-heróis, Anime|Anime, Star Wars|Star Wars
  Peluches|Pelúcias|STUFFED_ANIMALS
Juegos de Mesa y Cartas|Jogos de Tabuleiro e Cartas
  Juegos de Mesa|Jogos de Tabuleiro|BOARD_GAMES > Estrategia|Estratégia, Familiares|Família, Preguntas y Respuestas|Perguntas e Respostas
  Rompecabezas|Quebra-cabeças|JIGSAW_PUZZLES > 500 Piezas|500 Peças, 1000 Piezas|1000 Peças, Infantiles|Infantis
  Cartas Coleccionables|Cards Colecionáveis|TRADING_CARDS
Juegos de Construcción|Blocos de Montar
  Bloques~Bloques de Construcción|Blocos|BUILDING_BLOCKS > LEGO|LEGO, Mega Bloks|Mega Bloks, Genéricos|Genéricos
Vehículos de Juguete|Veículos de Brinquedo
  Autos a Control Remoto|Carrinhos de Controle Remoto|RC_CARS
  Autitos~Carritos|Carrinhos|TOY_CARS > Hot Wheels|Hot Wheels, Matchbox|Matchbox
  Pistas de Autos|Pistas de Carrinho|TOY_RACE_TRACKS
  Autos a Batería|Carros Elétricos Infantis|RIDE_ON_CARS
Juegos de Aire Libre|Brinquedos para Área Externa
  Inflables|Infláveis|INFLATABLE_BOUNCERS
  Toboganes~Resbaladillas|Escorregadores|SLIDES
  Hamacas~Columpios|Balanços|SWINGS
  Triciclos|Triciclos|TRICYCLES
Juguetes para Bebés|Brinquedos para Bebês
  Sonajeros|Chocalhos|RATTLES
  Gimnasios para Bebés|Tapetes de Atividades|PLAY_MATS
Juguetes de Oficios|Brinquedos de Faz de Conta
  Cocinitas|Cozinhas Infantis|PLAY_KITCHENS
  Disfraces|Fantasias|COSTUMES @kids
Modelismo|Modelismo
  Maquetas|Maquetes|SCALE_MODELS
  Trenes Eléctricos|Ferromodelismo|MODEL_TRAINS
`,
  },
  {
    key: "beauty", id: 1246, topic: "beauty", brands: "beauty", usd: [3, 350],
    name: "Belleza y Cuidado Personal|Beleza e Cuidado Pessoal",
    tree: `
Perfumes|Perfumes|PERFUMES @adult
Maquillaje|Maquiagem
  Labiales|Batons|LIPSTICKS
  Bases de Maquillaje|Bases|FOUNDATIONS
  Máscaras de Pestañas|Máscaras de Cílios|MASCARAS
  Sombras|Sombras|EYESHADOWS
  Delineadores|Delineadores|EYELINERS
  Brochas y Pinceles|Pincéis|MAKEUP_BRUSHES
Cuidado de la Piel|Cuidados com a Pele
  Cremas Faciales|Cremes Faciais|FACIAL_CREAMS @skin
  Protectores Solares|Protetores Solares|SUNSCREENS
  Limpiadores Faciales|Limpeza Facial|FACIAL_CLEANSERS @skin
  Sérums|Séruns|FACIAL_SERUMS
Cuidado del Cabello|Cuidados com o Cabelo
  Shampoos|Shampoos|SHAMPOOS
  Acondicionadores|Condicionadores|HAIR_CONDITIONERS
  Tinturas|Tinturas|HAIR_DYES
  Planchitas de Pelo~Planchas de Cabello|Chapinhas|HAIR_STRAIGHTENERS #appliances
  Secadores de Pelo~Secadoras de Cabello|Secadores de Cabelo|HAIR_DRYERS #appliances
  Rizadores|Modeladores de Cachos|CURLING_IRONS #appliances
Afeitado y Depilación|Barbear e Depilação
  Afeitadoras~Rasuradoras|Barbeadores Elétricos|ELECTRIC_SHAVERS #appliances
  Cortadoras de Pelo|Máquinas de Cortar Cabelo|HAIR_CLIPPERS #appliances
  Depiladoras|Depiladores|EPILATORS #appliances
  Máquinas de Afeitar|Aparelhos de Barbear|RAZORS
Manicura y Pedicura|Manicure e Pedicure
  Esmaltes|Esmaltes|NAIL_POLISHES
  Cabinas UV|Cabines UV|NAIL_LAMPS
Higiene Personal|Higiene Pessoal
  Desodorantes|Desodorantes|DEODORANTS @adult
  Cepillos de Dientes Eléctricos|Escovas de Dente Elétricas|ELECTRIC_TOOTHBRUSHES
  Jabones|Sabonetes|SOAPS
`,
  },
  {
    key: "babies", id: 1384, topic: "toys", brands: "babies", usd: [5, 700],
    name: "Bebés|Bebês",
    tree: `
Paseo del Bebé|Passeio do Bebê
  Cochecitos~Carriolas|Carrinhos de Bebê|BABY_STROLLERS > Travel System|Travel System, Paraguitas|Guarda-chuva, Livianos|Leves
  Butacas para Auto~Autoasientos|Cadeirinhas para Carro|CAR_SEATS > Grupo 0+|Grupo 0+, Grupo 1|Grupo 1, Booster|Booster
  Mochilas Portabebés~Cangureras|Cangurus|BABY_CARRIERS
Alimentación del Bebé|Alimentação do Bebê
  Mamaderas~Biberones|Mamadeiras|BABY_BOTTLES
  Sillas de Comer~Periqueras|Cadeiras de Alimentação|HIGH_CHAIRS
  Sacaleches~Extractores de Leche|Bombas Tira-leite|BREAST_PUMPS
Cuarto del Bebé|Quarto do Bebê
  Cunas~Cunas y Moisés|Berços|CRIBS > Cunas Funcionales|Berços Multifuncionais, Moisés|Moisés, Cunas Colecho|Berços Co-leito
  Practicunas~Corrales|Cercadinhos|PLAYARDS
  Monitores para Bebés|Babás Eletrônicas|BABY_MONITORS #electronics
Pañales y Higiene|Fraldas e Higiene
  Pañales~Pañales Desechables|Fraldas|DIAPERS > Recién Nacido|Recém-nascido, Talle M|Tamanho M, Talle G|Tamanho G, Talle XG|Tamanho XG
  Toallitas Húmedas|Lenços Umedecidos|BABY_WIPES
  Bañeras para Bebés|Banheiras para Bebê|BABY_BATHTUBS
Ropa para Bebés|Roupas para Bebês #apparel
  Bodies|Bodies|BABY_BODYSUITS
  Conjuntos|Conjuntos|BABY_OUTFITS
  Enteritos~Mamelucos|Macacões|BABY_ROMPERS
`,
  },
  {
    key: "games", id: 1144, topic: "electronics", brands: "games", usd: [15, 800],
    name: "Consolas y Videojuegos|Games",
    tree: `
Consolas|Consoles|GAME_CONSOLES > PlayStation 5|PlayStation 5, PlayStation 4|PlayStation 4, Xbox Series X y S|Xbox Series X e S, Nintendo Switch|Nintendo Switch, Consolas Retro|Consoles Retrô
Videojuegos|Jogos|VIDEO_GAMES @platform
Accesorios para Consolas|Acessórios para Consoles
  Joysticks~Controles|Controles|GAMEPADS @platform
  Auriculares Gamer|Headsets Gamer|GAMING_HEADSETS
  Volantes|Volantes|RACING_WHEELS
  Bases de Carga|Bases de Carregamento|CONTROLLER_CHARGING_DOCKS
Sillas Gamer|Cadeiras Gamer|GAMING_CHAIRS
Realidad Virtual|Realidade Virtual|VR_HEADSETS
`,
  },
];
