// Renders the PNG app icons and favicon.ico in public/ from the SVG sources there (public/logo.svg,
// public/favicon.svg). Run after changing the mark: node scripts/generate-icons.mjs
// Uses sharp (librsvg), which Next.js installs for image optimisation.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "public");
const read = (name) => readFileSync(path.join(publicDir, name));

/** Rasterises an SVG whose viewBox is 32x32 at `size` pixels, crisply (rendered at that density, not scaled up). */
function render(svg, size) {
  return sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

// iOS rounds the corners itself and fills transparency with black: the touch icon is full-bleed.
const appleSvg = Buffer.from(
  read("logo.svg")
    .toString("utf8")
    .replace('rx="8" fill=', 'rx="0" fill=')
    .replace(/<rect x="0.5"[^>]*\/>/, "")
    .replace('transform="translate(7 7) scale(0.75)"', 'transform="translate(7.6 7.6) scale(0.7)"'),
);

/** An .ico holding PNG images (supported by every browser that still asks for /favicon.ico). */
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries = [];
  let offset = 6 + 16 * pngs.length;
  for (const { size, data } of pngs) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

const logo = read("logo.svg");
const favicon = read("favicon.svg");
const outputs = {
  "icon-192.png": await render(logo, 192),
  "icon-512.png": await render(logo, 512),
  "apple-touch-icon.png": await render(appleSvg, 180),
  "favicon.ico": ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await render(favicon, size) })))),
};
for (const [name, data] of Object.entries(outputs)) {
  writeFileSync(path.join(publicDir, name), data);
  console.log(`public/${name}: ${data.length} bytes`);
}
