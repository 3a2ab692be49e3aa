#!/usr/bin/env node
const fs = require("fs");
const TS = /(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})/g;
const toMs = (h, m, s, ms) => ((+(h || 0) * 60 + +m) * 60 + +s) * 1000 + +ms;
const fmt = (t) => {
  t = Math.max(0, Math.round(t));
  const h = Math.floor(t / 3600000), m = Math.floor(t / 60000) % 60, s = Math.floor(t / 1000) % 60, ms = t % 1000;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(ms).padStart(3, "0")}`;
};
const [cmd, file, ...rest] = process.argv.slice(2);
const opt = (n, d) => { const i = rest.indexOf(`--${n}`); return i > -1 ? rest[i + 1] : d; };
const text = fs.readFileSync(file, "utf8");
const out = opt("o") || rest[rest.indexOf("-o") + 1];
const map = (f) => text.replace(/^.*-->.*$/gm, (line) => line.replace(TS, (...g) => fmt(f(toMs(g[1], g[2], g[3], g[4])))));
if (cmd === "shift") fs.writeFileSync(out, map((t) => t + parseFloat(opt("by", "0")) * 1000));
else if (cmd === "fps") fs.writeFileSync(out, map((t) => (t * parseFloat(opt("from"))) / parseFloat(opt("to"))));
else if (cmd === "lint") {
  if (!text.startsWith("WEBVTT")) console.log("header: missing WEBVTT");
  let prev = 0;
  for (const line of text.split(/\r?\n/)) {
    if (!line.includes("-->")) continue;
    const ts = [...line.matchAll(TS)].map((g) => toMs(g[1], g[2], g[3], g[4]));
    if (ts[0] < prev) console.log(`overlap: ${line}`);
    prev = ts[1];
  }
}
