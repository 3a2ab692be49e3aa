#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";

const MIME = { ".png": "image/png", ".jpg": "image/jpeg", ".gif": "image/gif", ".webp": "image/webp",
  ".wav": "audio/wav", ".ogg": "audio/ogg", ".mp3": "audio/mpeg", ".woff2": "font/woff2", ".json": "application/json" };
const args = process.argv.slice(2);
const flag = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);

if (args[0] === "--extract") {
  const html = fs.readFileSync(args[1], "utf8");
  const to = flag("--to", "extracted");
  fs.mkdirSync(to, { recursive: true });
  let i = 0;
  for (const m of html.matchAll(/data:([\w/+-]+);base64,([A-Za-z0-9+/=]+)/g)) {
    const ext = Object.entries(MIME).find(([, v]) => v === m[1])?.[0] ?? ".bin";
    fs.writeFileSync(path.join(to, `asset-${i++}${ext}`), Buffer.from(m[2], "base64"));
  }
  console.log(`extracted ${i} assets to ${to}`);
  process.exit(0);
}

const src = args[0];
const out = flag("--out", "dist/game.html");
const maxKb = Number(flag("--max-kb", "200"));
const root = path.dirname(src);
let html = fs.readFileSync(src, "utf8");
const rows = [];
html = html.replace(/(["'(])(assets\/[^"')]+)(["')])/g, (all, a, rel, b) => {
  const file = path.join(root, rel);
  const mime = MIME[path.extname(file).toLowerCase()];
  if (!mime || !fs.existsSync(file)) return all;
  const buf = fs.readFileSync(file);
  if (buf.length > maxKb * 1024) { console.warn(`skip (too big): ${rel}`); return all; }
  const b64 = buf.toString("base64");
  rows.push([rel, buf.length, b64.length, mime]);
  return `${a}data:${mime};base64,${b64}${b}`;
});
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, html);
console.table(rows.map(([asset, bytes, base64, mime]) => ({ asset, bytes, base64, mime })));
