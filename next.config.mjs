import createNextIntlPlugin from "next-intl/plugin";

// Messages are compiled at build time (icu-minify, shipped with next-intl 4.14): every page then formats
// them with use-intl's sub-1 KB formatter instead of shipping the ICU parser (about 12 KiB gzip of the
// first load). The compiled form is what i18n/request.ts loads, on the server and in the browser alike.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./i18n/messages", format: "json", locales: "infer", precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files; Prisma's client and pg are Node packages: load them from
  // node_modules at run time instead of bundling them.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg"],
  poweredByHeader: false,
  // Type checking is its own CI step (npm run typecheck, over app, sandbox and tests alike).
  typescript: { ignoreBuildErrors: true },
  typedRoutes: false,
  // Pages renamed to match their API and library folders; people's bookmarks and shared links keep working
  // (query strings such as ?question= are carried over).
  async redirects() {
    return [
      { source: "/inbox", destination: "/questions", permanent: true },
      { source: "/messages", destination: "/sales", permanent: true },
      { source: "/messages/:id", destination: "/sales/:id", permanent: true },
    ];
  },
  // The sweep's old address, for API clients written against it.
  async rewrites() {
    return [{ source: "/api/inbox/sync", destination: "/api/questions/sync" }];
  },
  // proxy.ts adds the nonce CSP to pages; these cover every other answer (API, static files, prefetches).
  async headers() {
    const security = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
    ];
    return [
      { source: "/:path*", headers: security },
      // API answers are per user and per moment: no browser or proxy cache may keep them.
      { source: "/api/:path*", headers: [{ key: "Cache-Control", value: "no-store" }] },
    ];
  },
};

export default withNextIntl(nextConfig);
