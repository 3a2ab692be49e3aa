#!/usr/bin/env node
// Embed/extract fonts in ASS [Fonts] sections (SSA uuencode variant).
const fs = require("fs");
const path = require("path");

function encode(buf) {
  let out = "";
  for (let i = 0; i < buf.length; i += 3) {
    const a = buf[i], b = buf[i + 1] ?? 0, c = buf[i + 2] ?? 0;
    const n = [a >> 2, ((a & 3) << 4) | (b >> 4), ((b & 15) << 2) | (c >> 6), c & 63];
    const keep = Math.min(4, buf.length - i + 1);
    out += n.slice(0, keep).map((v) => String.fromCharCode(v + 33)).join("");
  }
  return out.match(/.{1,80}/g).join("\n");
}

function decode(text) {
  const s = text.replace(/\s+/g, "");
  const bytes = [];
  for (let i = 0; i < s.length; i += 4) {
    const v = [...s.slice(i, i + 4)].map((ch) => ch.charCodeAt(0) - 33);
    bytes.push((v[0] << 2) | (v[1] >> 4));
    if (v.length > 2) bytes.push(((v[1] & 15) << 4) | (v[2] >> 2));
    if (v.length > 3) bytes.push(((v[2] & 3) << 6) | v[3]);
  }
  return Buffer.from(bytes.map((b) => b & 255));
}

function parseFonts(ass) {
  const m = ass.match(/\[Fonts\]\r?\n([\s\S]*?)(?=\r?\n\[|$)/);
  if (!m) return [];
  const fonts = [];
  for (const line of m[1].split(/\r?\n/)) {
    if (line.startsWith("fontname:")) fonts.push({ name: line.slice(9).trim(), data: "" });
    else if (fonts.length && line.trim()) fonts[fonts.length - 1].data += line.trim();
  }
  return fonts;
}

const [cmd, file, ...rest] = process.argv.slice(2);
const ass = fs.readFileSync(file, "utf8");
if (cmd === "list") {
  for (const f of parseFonts(ass)) console.log(f.name, decode(f.data).length, "bytes");
} else if (cmd === "extract") {
  const out = rest[rest.indexOf("--out") + 1] || "fonts_out";
  fs.mkdirSync(out, { recursive: true });
  for (const f of parseFonts(ass)) fs.writeFileSync(path.join(out, f.name), decode(f.data));
} else if (cmd === "embed") {
  const blocks = rest.map((p) => {
    const ext = path.extname(p);
    return `fontname: ${path.basename(p, ext)}_0${ext}\n${encode(fs.readFileSync(p))}`;
  });
  const stripped = ass.replace(/\n\[Fonts\][\s\S]*?(?=\n\[|$)/, "");
  fs.writeFileSync(file, stripped.trimEnd() + "\n\n[Fonts]\n" + blocks.join("\n") + "\n");
} else {
  console.error("usage: assfonts.js list|extract|embed <file.ass> ...");
  process.exit(2);
}
