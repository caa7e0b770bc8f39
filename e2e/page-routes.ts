// The app's page routes, read from the file system (app/**/page.tsx), so that a test walking them
// cannot miss a page added later: route groups "(name)" drop out of the URL, private folders
// "_name" hold no routes, dynamic segments stay as written ("[id]", "[...section]").
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const APP_DIR = path.join(import.meta.dirname, "..", "app");

/** Every page route as its URL template, sorted: "/", "/dashboard/payments/[id]", "/login"... */
export function pageRoutes(dir = APP_DIR, prefix = ""): string[] {
  const out: string[] = [];
  if (existsSync(path.join(dir, "page.tsx"))) out.push(prefix || "/");
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory() || name.startsWith("_") || name.startsWith("@")) continue;
    const segment = name.startsWith("(") && name.endsWith(")") ? "" : `/${name}`;
    out.push(...pageRoutes(full, prefix + segment));
  }
  return [...new Set(out)].sort();
}

/** Whether a route template has a dynamic segment ("[id]", "[...section]"). */
export function isDynamic(route: string): boolean {
  return route.includes("[");
}
