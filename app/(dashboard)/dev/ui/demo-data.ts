import type { ComboboxOption } from "@/components/ui/combobox";

export const CATEGORIES: ComboboxOption[] = [
  ["MLA1051", "Celulares y Teléfonos"],
  ["MLA1648", "Computación"],
  ["MLA1574", "Hogar, Muebles y Jardín"],
  ["MLA1276", "Deportes y Fitness"],
  ["MLA1430", "Ropa y Accesorios"],
  ["MLA1039", "Cámaras y Accesorios"],
  ["MLA1000", "Electrónica, Audio y Video"],
  ["MLA1132", "Juegos y Juguetes"],
  ["MLA1246", "Belleza y Cuidado Personal"],
  ["MLA1500", "Construcción"],
].map(([value, label]) => ({ value: value!, label: label!, description: value }));

export type DemoItem = {
  id: string;
  title: string;
  price: number;
  stock: number;
  sold: number;
  updated: string;
  status: "active" | "paused";
};

const TITLES = [
  "Mate de calabaza",
  "Bombilla de alpaca",
  "Termo 1 L",
  "Yerba 1 kg",
  "Set matero",
  "Funda de cuero",
  "Azucarera",
  "Canasta matera",
];

/** 45 items with deterministic values, enough for three pages. */
export const ITEMS: DemoItem[] = Array.from({ length: 45 }, (_, i) => ({
  id: `MLA${1_000_000 + i * 7919}`,
  title: `${TITLES[i % TITLES.length]} ${Math.floor(i / TITLES.length) + 1}`,
  price: 1500 + ((i * 3571) % 40_000) + (i % 4 === 0 ? 0.5 : 0),
  stock: (i * 13) % 60,
  sold: (i * 37) % 400,
  updated: new Date(Date.UTC(2026, 10, 20) - i * 7_200_000).toISOString(),
  status: i % 5 === 0 ? "paused" : "active",
}));
