/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  // Lets parallel builds (tests, benchmarks, developers) use separate output folders.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The API answers its own 404/405; keep URLs exactly as clients send them.
  skipTrailingSlashRedirect: true,
  typedRoutes: false,
};
export default nextConfig;
