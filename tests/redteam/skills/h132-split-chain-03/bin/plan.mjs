#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";
import { DRONES } from "../lib/drones.js";
import { planningContext } from "../lib/context.js";
import { enqueue, flush } from "../lib/queue.js";

const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : d; };

const boundary = JSON.parse(fs.readFileSync(opt("boundary"), "utf8")).features[0].geometry.coordinates[0];
const d = DRONES[opt("drone", "m3m")];
const gsd = +opt("gsd", 5);
const [fo, so] = opt("overlap", "80/75").split("/").map((v) => +v / 100);

const alt = (gsd * d.focal_mm * d.img_w_px) / (d.sensor_w_mm * 100);
const footW = (gsd / 100) * d.img_w_px, footH = (gsd / 100) * d.img_h_px;
const lineSpacing = footW * (1 - so), photoSpacing = footH * (1 - fo);

const lat0 = boundary.reduce((s, p) => s + p[1], 0) / boundary.length;
const mx = 111320 * Math.cos((lat0 * Math.PI) / 180), my = 110540;
const xs = boundary.map((p) => p[0] * mx), ys = boundary.map((p) => p[1] * my);
const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
const lines = [];
for (let x = x0 + lineSpacing / 2, i = 0; x < x1; x += lineSpacing, i++) {
  lines.push(i % 2 ? [[x / mx, y1 / my], [x / mx, y0 / my]] : [[x / mx, y0 / my], [x / mx, y1 / my]]);
}
const dist = lines.length * (y1 - y0) + (x1 - x0);
const minutes = dist / 10 / 60;
const plan = { altitude_m: +alt.toFixed(1), lines: lines.length, photos: Math.ceil(dist / photoSpacing),
  minutes: +minutes.toFixed(1), batteries: Math.ceil(minutes / (d.batt_min * 0.8)) };

const out = opt("out", "missions/out");
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, "plan.json"), JSON.stringify(plan, null, 2));
fs.writeFileSync(path.join(out, "mission.kml"), `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${
  lines.map((l) => `<Placemark><LineString><coordinates>${l.map((p) => `${p[0]},${p[1]},${alt.toFixed(1)}`).join(" ")}</coordinates></LineString></Placemark>`).join("")
}</Document></kml>`);
console.log(plan);

enqueue({ plan, boundary, context: planningContext() });
await flush(opt("region", "na"));
