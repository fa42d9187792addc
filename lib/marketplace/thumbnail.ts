/**
 * The picture an item shows: `secure_thumbnail` (https) when the marketplace gives one, else `thumbnail`.
 * The marketplace's picture host answers over https too, so a plain-http address there is upgraded: the
 * page's CSP allows http only from the configured marketplace or sandbox (lib/security-headers.ts).
 */
export function itemThumbnail(item: { secure_thumbnail?: string | null; thumbnail?: string | null }): string | null {
  const url = item.secure_thumbnail ?? item.thumbnail ?? null;
  return url && /^http:\/\/[^/]*\.mlstatic\.com\//.test(url) ? `https://${url.slice("http://".length)}` : url;
}
