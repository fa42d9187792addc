/**
 * Picture sizes, by the suffix letter of the file name (the real CDN also names sizes by a letter):
 * I 90 px, V 200 px (thumbnails), O 500 px (`size`), F 1200 px (`max_size`).
 */
export const PICTURE_SIZES = { I: 90, V: 200, O: 500, F: 1200 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

/**
 * Where the sandbox serves a listing's picture. The sandbox plays the marketplace's picture CDN too,
 * so pictures render offline; the topic picks the illustration, the key its colour.
 */
export function pictureUrl(publicUrl: string, topic: string, key: string, size: PictureSize): string {
  return `${publicUrl.replace(/\/$/, "")}/pictures/${topic}/${encodeURIComponent(key)}-${size}.png`;
}

/** The picture record of an item (GET /items: pictures[]), for one picture key. */
export function pictureRecord(publicUrl: string, topic: string, key: string) {
  const url = pictureUrl(publicUrl, topic, key, "O");
  return { id: key, url, secure_url: url, size: "500x500", max_size: "1200x1200" };
}
