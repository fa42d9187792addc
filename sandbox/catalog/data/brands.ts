import { DOMAIN_BRANDS } from "./domain-brands.ts";

/**
 * Brands and a few real model names per brand group: they become BRAND/MODEL attribute values,
 * words of item titles and what domain discovery recognises in a query ("zapatillas nike").
 * Format: "Brand:Model A,Model B;Brand2:…".
 */
const RAW: Record<string, string> = {
  autoparts: "Bosch:Pastillas Cerámicas,Bujía Platinum,Filtro P3321;Ferodo:Premier,Pastillas Delanteras;Monroe:Gas-Matic,Reflex;Mann:W712/75,C25114;SKF:VKBA 3525,Kit Distribución;NGK:BKR6E,Iridium IX;Philips:X-tremeVision,WhiteVision;Pioneer:MVH-S215BT,TS-A1670F;Michelin:Primacy 4,Energy XM2;Pirelli:Cinturato P1,Scorpion ATR;Fate:Sentiva AR-360,Prestiva;Castrol:Magnatec 10W40,Edge 5W30;Shell:Helix HX7,Helix Ultra;LS2:FF353 Rapid,MX436 Pioneer",
  phones: "Samsung:Galaxy A15,Galaxy A35,Galaxy A55,Galaxy S24,Galaxy S24 FE,Galaxy Z Flip6;Motorola:Moto G24,Moto G54,Moto G85,Edge 50 Fusion,Moto E14;Apple:iPhone 13,iPhone 14,iPhone 15,iPhone 15 Pro Max,iPhone 16;Xiaomi:Redmi Note 13,Redmi 13C,Poco X6 Pro,Xiaomi 14T;Nokia:C32,G42;TCL:40 SE,505;Realme:C67,12 Pro;Baseus:Blade 20000,GaN5 Pro 65W;Anker:PowerCore 10000,Nano 30W;JBL:Tune 520BT,Wave Buds,Tune Flex;Amazfit:Bip 5,GTS 4 Mini,Balance;Huawei:Watch Fit 3,Band 9;Panasonic:KX-TGC350,KX-TS500",
  computing: "Lenovo:IdeaPad 3,IdeaPad Slim 3,ThinkPad E14,Legion 5;HP:Pavilion 15,Victus 15,240 G9,LaserJet M111w,DeskJet 2775;Dell:Inspiron 15 3520,Vostro 3520,Latitude 5440;Asus:Vivobook 15,TUF Gaming F15,Zenbook 14;Acer:Aspire 5,Nitro V 15;Apple:MacBook Air M2,MacBook Air M3,iPad 10,iPad Air;Logitech:G203 Lightsync,M170,K380,MX Master 3S,C920;Redragon:Kumara K552,Cobra M711;Kingston:Fury Beast 8GB,A400 480GB,NV2 1TB,DataTraveler 64GB;Western Digital:Blue SN580 1TB,Elements 2TB;Samsung:990 EVO 1TB,Odyssey G5 27,Galaxy Tab A9;TP-Link:Archer C6,Deco M4,RE305;Epson:EcoTank L3250,EcoTank L4260;Intel:Core i5 12400F,Core i7 13700K;AMD:Ryzen 5 5600,Ryzen 7 7800X3D;NVIDIA:GeForce RTX 4060,GeForce RTX 3060",
  electronics: "Samsung:Crystal UHD CU7000,QLED Q60D,HW-B450;LG:UQ8050,NanoCell 55,OLED evo C4,XBOOM XL7;Philips:7000 Series,Ambilight 8500;TCL:P635,C645 QLED;Hisense:A6N,U6N;Sony:Bravia X75K,SRS-XB100,WH-CH520;JBL:Flip 6,Charge 5,Go 3,PartyBox 110;Noblex:DK43X5100,91DK32X5000;Xiaomi:Mi TV Stick 4K,Mi Box S;Google:Chromecast con Google TV;Amazon:Echo Dot 5,Fire TV Stick 4K;DJI:Mini 4 Pro,Mini 2 SE;Hikvision:Ezviz C6N,DS-2CE16D0T;Epson:PowerLite E20,Home Cinema 880",
  appliances: "Samsung:RT38 No Frost,WW90T Ecobubble,MG23K3515;LG:GT32 Inverter,WM22VV2S6R,NeoChef MS2336;Whirlpool:WRM45AK,WNQ70AB,WLF80AB;Mabe:RMS400IAMRE0,LMA70215,EM720TSAH;Drean:Next 8.14 Eco,Concept 5.05;Electrolux:DF44 Frost Free,LTE12,EMDO20;Patrick:HPK135M00,ED100;Philco:PHCT290,Split 3200W;Gafa:HGF388AWB,Digitronic 8.5;BGH:Silent Air 3000,Quick Chef B223;Oster:BLST4655,Xpert Series,DiamondForce;Philips:Airfryer Essential HD9252,Daily Collection HD7462;Atma:FR3520,CA8180;Peabody:PE-LN150,PE-AF25;Liliana:AAVC2020,AAT600;Nespresso:Essenza Mini,Vertuo Pop;Dyson:V8 Absolute,V15 Detect;Xiaomi:Robot Vacuum S10,Mi Smart Standing Fan 2",
  home: "Tramontina:Paris 5 Piezas,Trento,Professional Plus;Hudson:Set Antiadherente,Ollas Piedra;Stanley:Classic 1.4 L,Adventure 946 ml;Lumilagro:Luminox 1 L,Termo Acero;Piero:Dual Plus,Legacy;Cannon:Princess,Exclusive;Simmons:Beautyrest,Backcare;Arredo:Línea Hotel,Essential;Nordika:Relax,Premium;Mosconi:Escandinavo,Nórdico;Ikea:Kallax,Billy,Poäng;Weber:Original Kettle 57,Spirit E-210;Mor:Tramontina Grill,Piscina 4500 L;Bestway:Steel Pro 305,Power Steel;Philips:Hue White,Essential LED",
  apparel: "Adidas:Essentials,Tiro 24,3-Stripes;Nike:Sportswear Club,Dri-FIT Academy,Tech Fleece;Puma:Essentials Logo,Teamgoal;Levi's:501 Original,511 Slim,Trucker;Lacoste:L.12.12,Classic Fit;Tommy Hilfiger:Essential,Flag;Topper:Básica,Training;Kappa:Authentic,Banda;The North Face:Resolve 2,Nuptse 1996;Columbia:Powder Lite,Watertight II;Lupo:Basic,Sport;Hering:Básica,Slim;Zara:Basic,Oversize;Cuesta Blanca:Clásico,Seamless",
  footwear: "Nike:Revolution 7,Air Max SC,Downshifter 12,Court Vision Low,Air Force 1,Pegasus 41;Adidas:Runfalcon 3,Grand Court 2.0,Duramo SL,Ultraboost Light,Samba OG;Puma:Smash V2,Velocity Nitro 3,Caven 2.0;Topper:Boro,Rocket,Strong Pace III;Fila:Racer Comet,Float Maxxi;Reebok:Energen Plus,Club C 85;Olympikus:Corre 3,Veloz,Flow;Vans:Old Skool,Authentic,Knu Skool;Converse:Chuck Taylor All Star,Run Star Hike;New Balance:574,Fresh Foam 680;Skechers:Go Walk 7,D'Lites;Havaianas:Top,Slim;Crocs:Classic Clog,Crocband;Caterpillar:Colorado,Second Shift",
  bags: "Samsonite:Spinner 55,Aeris;Totto:Krimmler,Mochila Escolar Nala;Wilson:Urbana 18 L,Viajera;Jansport:SuperBreak,Big Student;Nike:Brasilia,Heritage;Adidas:Classic 3S,Linear;Prune:Bandolera Olivia,Tote Milán;Xtrem:Kenia,Denver",
  sports: "Everlast:Pro Style,Elite;Randers:Mancuerna Hexagonal,Banco Regulable;Nike:Pitch,Academy,Flight;Adidas:Al Rihla,Copa Pure,Tiro League;Wilson:US Open,Pro Staff,Clash 100;Head:Speed MP,Delta Pro;Bullpadel:Vertex 04,Hack 03;Speedo:Aquapure,Hydrosity;Coleman:Sundome 4,Peak 1;Spinit:Rave,Storm;Venzo:Raptor,Loki;Trek:Marlin 5,FX 2;Shimano:Sienna 2500,Sahara 4000;Xiaomi:Mi Electric Scooter 4,Essential;Star Nutrition:Whey Platinum,Creatina Monohidrato;Ena:True Made,Creatina Micronizada;Growth:Whey Protein Concentrado,Creatina 250 g",
  supplements: "Star Nutrition:Whey Platinum,Creatina Monohidrato,Collagen Plus;Ena:True Made,Creatina Micronizada;Growth:Whey Protein Concentrado,Creatina 250 g;Optimum Nutrition:Gold Standard Whey,Micronized Creatine;Natufarma:Vitamina C 1000,Magnesio;Centrum:Hombre,Mujer",
  tools: "Bosch:GSB 13 RE,GWS 700,GSR 120-LI,GKS 150;Black+Decker:LD12SP,G720,CS1004;DeWalt:DCD771C2,DWE4120,DCF887;Makita:HP1640,GA4530,DF333DWYE;Stanley:STHT33158,Juego 65 Piezas,FatMax;Dremel:3000,Lite 7760;Gamma:Amoladora 850W,Taladro 13 mm;Lusqtoff:LMC-2400,LE-600;Karcher:K2 Basic,K3 Power Control;Stihl:MS 170,FS 55;Tramontina:Jogo 110 Peças,Alicate Universal;Einhell:TC-AC 190/24,TE-CD 18/2;Truper:Rotomartillo 1/2,Martillo Uña;Gladiator:Compresor 50 L,Hidrolavadora",
  toys: "LEGO:Classic 11030,City Estación de Policía,Star Wars X-Wing,Technic Ford Mustang;Mattel:Barbie Dreamhouse,Barbie Fashionistas,Uno;Hasbro:Monopoly Clásico,Jenga,Nerf Elite 2.0;Hot Wheels:Pista Ciudad,Pack 5 Autos,Monster Trucks;Fisher-Price:Gimnasio Musical,Ríe y Aprende;Ravensburger:Puzzle 1000 Piezas,Puzzle 500 Piezas;Toyng:Pelota Mundial,Bloques 100 Piezas;Ditoys:Muñeca Ana,Cocina Chef;Playmobil:City Life,Piratas;Funko:Pop Marvel,Pop Dragon Ball;Bandai:Dragon Ball Figura,Gundam",
  beauty: "L'Oréal:Elvive Hialurónico,Revitalift,Infallible 24H;Maybelline:Lash Sensational,Fit Me,SuperStay Matte Ink;Nivea:Q10 Antiarrugas,Men Deep,Soft;La Roche-Posay:Anthelios XL,Effaclar Gel;Dove:Original,Men+Care;Natura:Ekos Castaña,Kaiak,Chronos;Avon:Far Away,Renew;Pantene:Restauración,Liso Extremo;Gama:IQ Perfetto,Elegance;Philips:BHS378,OneBlade QP2724,HP8233;Remington:Keratin Therapy,S1005;Gillette:Mach3,Fusion5,ProGlide;Carolina Herrera:212 VIP,Good Girl;Paco Rabanne:1 Million,Invictus;Antonio Banderas:Blue Seduction,The Icon;Oral-B:Pro 2000,Vitality 100",
  babies: "Chicco:Bravo Trio,KeyFit 30,Polly Easy;Graco:Modes Trio,SnugRide 35;Avent:Natural 260 ml,Anti-Cólicos;Pampers:Confort Sec,Premium Care;Huggies:Supreme Care,Natural Care;Infanti:Travel System,Mamadera Clásica;Baby Innovation:Cuna Colecho,Practicuna;Motorola:VM34,PIP1200",
  games: "Sony:PlayStation 5 Slim,DualSense,Pulse 3D,PlayStation VR2;Microsoft:Xbox Series S,Xbox Series X,Control Inalámbrico;Nintendo:Switch OLED,Switch Lite,Joy-Con;EA Sports:FC 25,Madden 25;Rockstar:GTA V,Red Dead Redemption 2;Logitech:G29 Driving Force,G435;HyperX:Cloud II,Cloud Stinger 2;Meta:Quest 3,Quest 3S;Cougar:Armor One,Fusion",
  cars: "Chevrolet:Onix;Fiat:Cronos;Ford:Ranger;Toyota:Hilux;Volkswagen:Gol",
  health: "Omron:HEM-7120,HEM-7156;Aspen:TM-200,Nebulizador NE-200;Medix:Termómetro Digital,Oxímetro Pro;Littmann:Classic III,Cardiology IV;Natufarma:Vitamina C 1000,Magnesio;Centrum:Hombre,Mujer;Durex:Play Feel,Sensitivo",
  pets: "Pedigree:Adultos 21 kg,Cachorros 15 kg;Royal Canin:Medium Adult,Kitten,Mini Puppy;Whiskas:Adultos Carne,Gatitos;Eukanuba:Adult Large,Puppy;Purina:Dog Chow,Cat Chow,Excellent;Vital Can:Premium,Complete;Kong:Classic,Wubba",
  music: "Fender:Stratocaster Player,Telecaster Squier,Jazz Bass;Gibson:Les Paul Standard,SG Standard;Yamaha:PSR-E373,P-45,C40,Stage Custom;Casio:CT-S300,Privia PX-S1100;Ibanez:GRX70QA,GSR200;Roland:TD-07KV,Cube Street;Behringer:Xenyx Q802USB,UMC202HD;Shure:SM58,SM57;Marshall:MG15G,Code 25;Hohner:Special 20,Marine Band",
  books: "Planeta:Bestseller,Edición Bolsillo;Penguin Random House:Edición Tapa Blanda,Debolsillo;Salamandra:Tapa Dura,Juvenil;Panini:Tomo 1,Edición Especial;Ivrea:Tomo 1,Tomo 10;Santillana:Manual Escolar,Activados",
  food: "Catena Zapata:Malbec,Nicolás Catena;Trapiche:Malbec Reserva,Cabernet Sauvignon;Concha y Toro:Casillero del Diablo,Marqués de Casa Concha;Quilmes:Clásica 473 ml,Stout;Heineken:Lata 473 ml,Botella 1 L;Johnnie Walker:Red Label,Black Label;Taragüí:Con Palo 1 kg,Suave;Playadito:Suave 1 kg,500 g;Nescafé:Dolca,Gold;Cabrales:Molido 500 g,Grano 1 kg;Coca-Cola:Original 2.25 L,Zero 1.5 L",
  jewelry: "Casio:Vintage A168,G-Shock GA-2100,MTP-V002;Tommy Hilfiger:Decker,Kane;Fossil:Grant,Gen 6;Pandora:Moments,Signature;Swarovski:Attract,Millenia;Citizen:Eco-Drive,Promaster",
  construction: "Alba:Albalatex,Sintético Brillante;Sherwin-Williams:Loxon,Z10;Suvinil:Fosco Completo,Clássica;Comex:Vinimex,Pro1000;Ferrum:Bari,Andina;Roca:Monaco,Victoria;Cerro Negro:Porcellanato 60x60,Cerámica 35x35;Loma Negra:Cemento 50 kg,Plasticor;Schneider:Easy9,Tomacorriente Doble;Prysmian:Superastic 2.5 mm,Afumex",
  cameras: "Canon:EOS Rebel T7,EOS R50,EF 50 mm f/1.8;Nikon:D3500,Z50,AF-S 18-55 mm;Sony:Alpha a6400,ZV-E10,Alpha a7 IV;GoPro:Hero 12 Black,Hero 11;Fujifilm:Instax Mini 12,X-T30 II;DJI:Osmo Mobile 6,RS 3 Mini;Manfrotto:Compact Action,Befree",
  agro: "John Deere:5075E,6110J;Massey Ferguson:MF 4275,MF 291;Agrometal:TX Mega,APX;Pla:MAP II,Pulverizadora 3500;Nidera:Semilla Girasol,Semilla Soja;Bunge:Urea Granulada,Fosfato Diamónico",
  office: "Systel:Cuora Max,Croma;Honeywell:Voyager 1200g,Eclipse 5145;Epson:TM-T20III,TM-U220;Moretti:Ergonómica Pro,Gerencial;Baires4:Silla Ejecutiva,Escritorio L;Pampero:Zapato Seguridad Puntera Acero,Botín Dieléctrico;3M:Casco H-700,Guantes Comfort Grip",
  none: "",
};

export interface BrandModels {
  name: string;
  models: string[];
}

const parse = (text: string): BrandModels[] =>
  text
    ? text.split(";").map((entry) => {
        const [name, models] = entry.split(":");
        return { name: name!.trim(), models: models ? models.split(",").map((m) => m.trim()).filter(Boolean) : [] };
      })
    : [];

export const BRAND_GROUPS: Record<string, BrandModels[]> = Object.fromEntries(Object.entries(RAW).map(([key, text]) => [key, parse(text)]));

const BY_DOMAIN = new Map(Object.entries(DOMAIN_BRANDS).map(([key, text]) => [key, parse(text)]));

/** Whether a domain has its own brand table (the item seed prefers those: coherent titles). */
export const hasDomainBrands = (domainKey: string): boolean => BY_DOMAIN.has(domainKey);

/** The brands of a domain, else of its family's brand group. */
export function brandsFor(domainKey: string, brandGroup: string): BrandModels[] {
  return BY_DOMAIN.get(domainKey) ?? BRAND_GROUPS[brandGroup] ?? [];
}
