import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files; Prisma's client and pg are Node packages: load them from
  // node_modules at run time instead of bundling them.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg"],
  poweredByHeader: false,
  // Type checking is its own CI step (npm run typecheck, over app, sandbox and tests alike).
  typescript: { ignoreBuildErrors: true },
  typedRoutes: false,
};

export default withNextIntl(nextConfig);
