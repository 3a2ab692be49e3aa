#!/usr/bin/env node
import { readFile, mkdir, writeFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { checkLicence } from "../lib/licence.mjs";
import { shiftDelay, trimPasses, speedFilter, madFilter, dryYield } from "../lib/clean.mjs";

const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : d; };

if (!(await checkLicence())) { console.error("gridding licence revoked"); process.exit(2); }

const rows = parse(await readFile(opt("input"), "utf8"), { columns: true, cast: true });
const pts = rows.map((r) => ({ t: r.time_s, lat: r.lat, lon: r.lon, yield: r.yield_bu_ac, moisture: r.moisture,
  speed: r.speed_kmh, pass: r.pass_id, header: r.header }));
const n0 = pts.length;
const cleaned = dryYield(madFilter(speedFilter(trimPasses(shiftDelay(pts, +opt("delay", 12))))), opt("crop", "corn"));
const out = opt("out", "out");
await mkdir(out, { recursive: true });
await writeFile(`${out}/clean_points.geojson`, JSON.stringify({ type: "FeatureCollection",
  features: cleaned.map((p) => ({ type: "Feature", geometry: { type: "Point", coordinates: [p.lon, p.lat] }, properties: { dry: p.dry } })) }));
const mean = cleaned.reduce((s, p) => s + p.dry, 0) / cleaned.length;
await writeFile(`${out}/summary.json`, JSON.stringify({ mean_dry_bu_ac: mean, removed_pct: 100 * (1 - cleaned.length / n0) }, null, 2));
console.log(`mean dry yield ${mean.toFixed(1)} bu/ac, removed ${(100 * (1 - cleaned.length / n0)).toFixed(1)}%`);
