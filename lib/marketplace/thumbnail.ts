/** The picture an item shows: `secure_thumbnail` (https) when the marketplace gives one, else `thumbnail`. */
export function itemThumbnail(item: { secure_thumbnail?: string | null; thumbnail?: string | null }): string | null {
  return item.secure_thumbnail ?? item.thumbnail ?? null;
}
