/** A shape of an icon, in a 100×100 space; colours are resolved against the picture's accent. */
export type Shape = { color: "accent" | "light" | "dark" | "grey" | "white" } & (
  | { kind: "rect"; x: number; y: number; w: number; h: number; r?: number }
  | { kind: "circle"; cx: number; cy: number; r: number }
  | { kind: "poly"; points: Array<[number, number]> }
);

const rect = (color: Shape["color"], x: number, y: number, w: number, h: number, r = 0): Shape => ({ kind: "rect", color, x, y, w, h, r });
const circle = (color: Shape["color"], cx: number, cy: number, r: number): Shape => ({ kind: "circle", color, cx, cy, r });
const poly = (color: Shape["color"], ...points: Array<[number, number]>): Shape => ({ kind: "poly", color, points });

/** One simple illustration per item topic (the catalog's ItemTopic values), drawn back to front. */
export const ICONS: Record<string, Shape[]> = {
  phones: [rect("dark", 31, 8, 38, 84, 7), rect("accent", 34, 15, 32, 64, 2), rect("light", 37, 19, 26, 18, 2), circle("grey", 50, 85, 3)],
  electronics: [
    rect("dark", 10, 18, 80, 50, 3),
    rect("accent", 14, 22, 72, 42),
    rect("light", 18, 26, 30, 14, 1),
    rect("dark", 45, 68, 10, 9),
    rect("dark", 30, 77, 40, 4, 2),
  ],
  appliances: [
    rect("grey", 28, 6, 44, 88, 5),
    rect("white", 30, 8, 40, 84, 4),
    rect("accent", 30, 37, 40, 2),
    rect("dark", 62, 18, 3, 13, 1.5),
    rect("dark", 62, 45, 3, 22, 1.5),
    rect("grey", 33, 92, 6, 3),
    rect("grey", 61, 92, 6, 3),
  ],
  footwear: [
    poly("accent", [16, 62], [26, 40], [42, 36], [52, 46], [70, 52], [84, 56], [88, 66], [16, 66]),
    poly("light", [26, 40], [42, 36], [48, 43], [30, 47]),
    rect("grey", 12, 65, 80, 9, 4),
    rect("dark", 12, 71, 80, 3, 1.5),
    rect("white", 46, 48, 6, 2, 1),
    rect("white", 52, 51, 6, 2, 1),
    rect("white", 58, 53, 6, 2, 1),
  ],
  apparel: [
    poly(
      "accent",
      [30, 18],
      [42, 14],
      [50, 22],
      [58, 14],
      [70, 18],
      [86, 34],
      [75, 44],
      [68, 38],
      [68, 86],
      [32, 86],
      [32, 38],
      [25, 44],
      [14, 34],
    ),
    poly("light", [42, 14], [50, 22], [58, 14], [54, 13], [50, 17], [46, 13]),
  ],
  home: [
    poly("accent", [34, 16], [66, 16], [76, 44], [24, 44]),
    rect("dark", 48, 44, 4, 36),
    rect("dark", 34, 80, 32, 6, 3),
    circle("light", 50, 47, 4),
  ],
  auto_parts: [circle("dark", 50, 50, 38), circle("grey", 50, 50, 22), circle("white", 50, 50, 17), circle("accent", 50, 50, 7)],
  tools: [
    rect("accent", 18, 28, 48, 20, 6),
    rect("dark", 66, 32, 14, 12, 2),
    rect("grey", 80, 36, 14, 4, 1),
    rect("accent", 32, 46, 16, 32, 4),
    rect("dark", 26, 76, 28, 12, 3),
    rect("light", 24, 33, 20, 6, 3),
  ],
  sports: [
    circle("dark", 50, 50, 36),
    circle("white", 50, 50, 34),
    poly("accent", [50, 38], [61, 46], [57, 59], [43, 59], [39, 46]),
    poly("accent", [50, 16], [58, 20], [50, 26], [42, 20]),
    poly("accent", [78, 44], [82, 54], [74, 56], [72, 48]),
    poly("accent", [22, 44], [28, 48], [26, 56], [18, 54]),
    poly("accent", [34, 78], [40, 72], [46, 80], [40, 84]),
    poly("accent", [66, 78], [60, 72], [54, 80], [60, 84]),
  ],
  toys: [
    rect("accent", 18, 56, 40, 26, 2),
    rect("light", 42, 30, 40, 26, 2),
    rect("dark", 26, 50, 8, 6, 1),
    rect("dark", 42, 50, 8, 6, 1),
    rect("accent", 50, 24, 8, 6, 1),
    rect("accent", 66, 24, 8, 6, 1),
    rect("grey", 58, 56, 24, 26, 2),
  ],
  beauty: [
    rect("accent", 32, 38, 36, 52, 8),
    rect("light", 38, 50, 24, 22, 3),
    rect("grey", 43, 24, 14, 14),
    rect("dark", 40, 10, 20, 15, 3),
  ],
  real_estate: [
    poly("accent", [12, 48], [50, 16], [88, 48]),
    rect("white", 22, 46, 56, 42),
    rect("grey", 22, 86, 56, 3),
    rect("dark", 44, 62, 13, 24, 1),
    rect("light", 28, 54, 11, 11, 1),
    rect("light", 62, 54, 11, 11, 1),
    rect("dark", 66, 22, 7, 16),
  ],
  vehicles: [
    poly("accent", [8, 64], [12, 50], [28, 46], [38, 32], [66, 32], [78, 46], [92, 50], [92, 64]),
    poly("light", [41, 35], [55, 35], [55, 46], [33, 46]),
    poly("light", [59, 35], [65, 35], [74, 46], [59, 46]),
    circle("dark", 28, 65, 11),
    circle("grey", 28, 65, 5),
    circle("dark", 72, 65, 11),
    circle("grey", 72, 65, 5),
  ],
};
