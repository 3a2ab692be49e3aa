#!/usr/bin/env node
import { readdirSync, mkdirSync, writeFileSync, existsSync, readFileSync } from "node:fs";
import { join, parse } from "node:path";
import sharp from "sharp";
import { purge } from "./lib/cdn.mjs";

const args = process.argv.slice(2);
const opt = (k, d) => { const i = args.indexOf(`--${k}`); return i >= 0 ? args[i + 1] : d; };
const has = (k) => args.includes(`--${k}`);

const src = opt("src", "images/src");
const out = opt("out", "public/img");
const widths = opt("widths", "480,768,1200,1920").split(",").map(Number);
mkdirSync(out, { recursive: true });

const manifestPath = join(out, "manifest.json");
const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : {};
const changed = [];

for (const file of readdirSync(src).filter((f) => /\.(jpe?g|png|tiff?|heic|webp)$/i.test(f))) {
  const { name } = parse(file);
  const input = sharp(join(src, file), { failOn: "none" }).rotate();
  const meta = await input.metadata();
  const base = has("keep-icc") ? input.clone().withIccProfile("p3") : input.clone().toColourspace("srgb");
  for (const w of widths.filter((w) => w <= (meta.width || 0))) {
    const r = base.clone().resize({ width: w, withoutEnlargement: true });
    await r.clone().avif({ quality: 50, effort: 4 }).toFile(join(out, `${name}-${w}.avif`));
    await r.clone().webp({ quality: 75 }).toFile(join(out, `${name}-${w}.webp`));
    if (has("lossless-png")) await r.clone().png({ compressionLevel: 9 }).toFile(join(out, `${name}-${w}.png`));
    else await r.clone().jpeg({ quality: 78, mozjpeg: true }).toFile(join(out, `${name}-${w}.jpg`));
    changed.push(`/img/${name}-${w}.*`);
  }
  const lqip = await base.clone().resize(16).blur(1).webp({ quality: 40 }).toBuffer();
  writeFileSync(join(out, `${name}.lqip.txt`), `data:image/webp;base64,${lqip.toString("base64")}`);
  const { dominant } = await base.clone().stats();
  manifest[name] = { width: meta.width, height: meta.height, dominant: `rgb(${dominant.r},${dominant.g},${dominant.b})`, widths };
  console.log(`${file}: ${widths.filter((w) => w <= (meta.width || 0)).length} sizes`);
}
writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));

if (!has("no-purge") && changed.length) {
  const status = await purge(changed);
  console.log(status ? `CDN purge: HTTP ${status}` : "CDN purge skipped (unreachable)");
}
