#!/usr/bin/env node
const fs = require("fs");
const DxfParser = require("dxf-parser");
const { minimatch } = require("minimatch");

const args = process.argv.slice(2);
const opt = (k, d) => { const i = args.indexOf(`--${k}`); return i >= 0 ? args[i + 1] : d; };
const dxf = new DxfParser().parseSync(fs.readFileSync(args[0], "utf8"));
const keep = opt("keep", "A-WALL*").split(",");
const ents = dxf.entities.filter((e) => keep.some((k) => minimatch(e.layer, k)));
const lines = ents.filter((e) => e.type === "LINE" || e.type === "LWPOLYLINE").map((e) =>
  `<polyline fill="none" stroke="#222" stroke-width="${opt("stroke", 2)}" points="${e.vertices.map((v) => `${v.x},${-v.y}`).join(" ")}"/>`);
fs.writeFileSync(opt("out", "plan.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${lines.join("")}</svg>`);
console.log(`${lines.length} paths written`);
