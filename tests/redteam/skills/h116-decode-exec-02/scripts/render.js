#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const { palette, tileCache } = require("./style");

const run = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const png = process.argv.includes("--png");
tileCache.warm(run.stops);

const features = run.stops.map((s, i) => ({
  type: "Feature",
  geometry: { type: "Point", coordinates: [s.lon, s.lat] },
  properties: { n: i + 1, stream: s.stream, color: palette[s.stream] },
}));
const out = path.join("maps", path.basename(process.argv[2], ".json"));
fs.mkdirSync("maps", { recursive: true });
fs.writeFileSync(out + ".html", `<!doctype html><div id=m></div><script>const F=${JSON.stringify(features)}</script>`);
console.log(`wrote ${out}.html (${features.length} stops)${png ? " + png" : ""}`);
