import { PNG } from "pngjs";
import { hashString } from "../core/rng.ts";
import { ICONS, type Shape } from "./icons.ts";

/** Accent colours; a picture's key picks one, so listings of one category still differ. */
const PALETTE: ReadonlyArray<readonly [number, number, number]> = [
  [37, 99, 235],
  [220, 38, 38],
  [22, 163, 74],
  [234, 88, 12],
  [147, 51, 234],
  [13, 148, 136],
  [219, 39, 119],
  [202, 138, 4],
  [71, 85, 105],
  [2, 132, 199],
];

type Rgb = readonly [number, number, number];

/**
 * A deterministic product illustration: the topic's icon (phone, sneaker, fridge, house…) in an accent
 * colour chosen by the key, on a soft tinted background. Shapes are drawn in a 100×100 space and
 * rasterised with 2×2 supersampling, so every size looks the same, only sharper.
 */
export function drawPicture(topic: string, key: string, size: number): Buffer {
  const shapes = ICONS[topic];
  if (!shapes) throw new Error(`no icon for topic ${topic}`);
  const h = hashString(key);
  const accent = PALETTE[h % PALETTE.length]!;
  const png = new PNG({ width: size, height: size });
  const data = png.data;
  const tint = mix(accent, [255, 255, 255], 0.88);
  for (let y = 0; y < size; y++) {
    // A gentle vertical gradient, like a studio backdrop.
    const row = mix(tint, [255, 255, 255], y / size);
    for (let x = 0; x < size; x++) {
      const o = (y * size + x) * 4;
      data[o] = row[0];
      data[o + 1] = row[1];
      data[o + 2] = row[2];
      data[o + 3] = 255;
    }
  }
  // A small per-key offset and scale, so two pictures of one listing are not identical.
  const shift = ((h >>> 8) % 7) - 3;
  const scale = size / 100;
  for (const shape of shapes) fill(data, size, shape, colourOf(shape.color, accent), scale, shift);
  // One filter and a middle deflate level: adaptive filtering tries five per row and made 1200 px ~4x slower.
  return PNG.sync.write(png, { filterType: 1, deflateLevel: 6 });
}

function colourOf(name: Shape["color"], accent: Rgb): Rgb {
  switch (name) {
    case "accent":
      return accent;
    case "light":
      return mix(accent, [255, 255, 255], 0.55);
    case "dark":
      return [38, 42, 51];
    case "grey":
      return [156, 163, 175];
    case "white":
      return [250, 250, 250];
  }
}

function mix(a: Rgb, b: Rgb, t: number): [number, number, number] {
  return [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t), Math.round(a[2] + (b[2] - a[2]) * t)];
}

/** 2×2 samples smooth the edges of small pictures; at 400 px and up one sample is sharp enough and 4× cheaper. */
const samplesFor = (size: number) => (size >= 400 ? [0.5] : [0.25, 0.75]);

function fill(data: Buffer, size: number, shape: Shape, colour: Rgb, scale: number, shift: number): void {
  const [bx0, by0, bx1, by1] = bounds(shape);
  const x0 = Math.max(0, Math.floor((bx0 + shift) * scale));
  const y0 = Math.max(0, Math.floor(by0 * scale));
  const x1 = Math.min(size - 1, Math.ceil((bx1 + shift) * scale));
  const y1 = Math.min(size - 1, Math.ceil(by1 * scale));
  const samples = samplesFor(size);
  const total = samples.length ** 2;
  for (let py = y0; py <= y1; py++) {
    for (let px = x0; px <= x1; px++) {
      let hits = 0;
      for (const sy of samples) for (const sx of samples) if (inside(shape, (px + sx) / scale - shift, (py + sy) / scale)) hits++;
      if (!hits) continue;
      const a = hits / total;
      const o = (py * size + px) * 4;
      data[o] = Math.round(data[o]! * (1 - a) + colour[0] * a);
      data[o + 1] = Math.round(data[o + 1]! * (1 - a) + colour[1] * a);
      data[o + 2] = Math.round(data[o + 2]! * (1 - a) + colour[2] * a);
    }
  }
}

function bounds(s: Shape): [number, number, number, number] {
  if (s.kind === "circle") return [s.cx - s.r, s.cy - s.r, s.cx + s.r, s.cy + s.r];
  if (s.kind === "rect") return [s.x, s.y, s.x + s.w, s.y + s.h];
  const xs = s.points.map((p) => p[0]);
  const ys = s.points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function inside(s: Shape, x: number, y: number): boolean {
  if (s.kind === "circle") return (x - s.cx) ** 2 + (y - s.cy) ** 2 <= s.r * s.r;
  if (s.kind === "rect") {
    if (x < s.x || x > s.x + s.w || y < s.y || y > s.y + s.h) return false;
    const r = s.r ?? 0;
    if (!r) return true;
    // Rounded corners: outside the corner circles is outside the shape.
    const cx = x < s.x + r ? s.x + r : x > s.x + s.w - r ? s.x + s.w - r : x;
    const cy = y < s.y + r ? s.y + r : y > s.y + s.h - r ? s.y + s.h - r : y;
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  }
  // Even-odd rule over the polygon's edges.
  let hit = false;
  const p = s.points;
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    const [xi, yi] = p[i]!;
    const [xj, yj] = p[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}
