// GET /offline: the page the service worker keeps at install and shows for a navigation with no network.
// Plain HTML with inline styles and no script (it must render with nothing else reachable): the shell's
// bar, "You are offline" in the UI language of the moment, and a retry that reloads the page asked for.
import { cookies, headers } from "next/headers";
import { isLocale, LOCALE_COOKIE, matchAcceptLanguage } from "@/i18n/locales";
import { offlineText } from "@/lib/push/texts";

export const dynamic = "force-dynamic";

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

export async function GET() {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : matchAcceptLanguage((await headers()).get("accept-language"));
  const [title, body, retry] = (["title", "body", "retry"] as const).map((k) => escape(offlineText(locale, k)));
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Mostrador</title><link rel="manifest" href="/manifest.webmanifest"><meta name="theme-color" content="#ffe600"></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a">
<header style="display:flex;align-items:center;gap:8px;height:56px;padding:0 16px;background:#fff;border-bottom:1px solid #e2e8f0;font-weight:600">
<img src="/icons/icon.svg" alt="" width="28" height="28">Mostrador</header>
<main style="max-width:32rem;margin:48px auto;padding:0 16px">
<h1 style="font-size:1.25rem;margin:0 0 8px">${title}</h1>
<p style="margin:0 0 24px;line-height:1.5;color:#334155">${body}</p>
<a href="" style="display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-radius:8px;background:#0f172a;color:#fff;text-decoration:none;font-weight:500">${retry}</a>
</main></body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
