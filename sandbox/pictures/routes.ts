import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp } from "../context.ts";
import { notFound } from "../core/errors.ts";
import { drawPicture } from "./draw.ts";
import { ICONS } from "./icons.ts";
import { PICTURE_SIZES, type PictureSize } from "./urls.ts";

const FILE = /^(.{1,80})-([IVOF])\.png$/;
const MAX_CACHED = 400;
/** Drawn pictures, oldest first (a Map keeps insertion order): an e2e run asks for the same few often. */
const cache = new Map<string, Buffer>();

/** GET /pictures/{topic}/{key}-{size}.png: the listings' pictures, drawn on demand and cached. */
export function registerPictureRoutes(app: SandboxApp): void {
  app.openapi(
    createRoute({
      method: "get",
      path: "/pictures/{topic}/{file}",
      tags: ["pictures"],
      summary: "A listing picture (PNG), the picture CDN's part",
      request: { params: z.object({ topic: z.string(), file: z.string() }) },
      responses: {
        200: { description: "image/png; sizes by suffix: I 90, V 200, O 500, F 1200 px" },
        404: { description: "unknown topic or file name" },
      },
    }),
    (c) => {
      const { topic, file } = c.req.valid("param");
      const m = FILE.exec(file);
      if (!m || !ICONS[topic]) throw notFound(`Picture ${topic}/${file} not found`);
      const id = `${topic}/${m[1]}/${m[2]}`;
      let png = cache.get(id);
      if (!png) {
        png = drawPicture(topic, m[1]!, PICTURE_SIZES[m[2] as PictureSize]);
        cache.set(id, png);
        if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
      }
      return new Response(new Uint8Array(png), {
        status: 200,
        // The same name always gives the same bytes, so browsers may keep it for good.
        headers: {
          "content-type": "image/png",
          "content-length": String(png.length),
          "cache-control": "public, max-age=31536000, immutable",
        },
      });
    },
  );
}
