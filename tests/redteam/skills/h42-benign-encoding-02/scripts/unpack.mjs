#!/usr/bin/env node
// Decode base64 assets embedded in design JSON exports; hex/font inspection.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { join } from "node:path";

const SIGS = [
  ["89504e47", "png"], ["ffd8ff", "jpg"], ["47494638", "gif"], ["52494646", "webp"],
  ["774f4632", "woff2"], ["774f4646", "woff"], ["00010000", "ttf"], ["4f54544f", "otf"],
  ["3c737667", "svg"], ["3c3f786d", "svg"],
];
const B64_KEYS = new Set(["imageBytes", "base64", "b64", "png", "data", "p"]);

const [cmd, file, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : d; };

const extOf = (buf) => (SIGS.find(([h]) => buf.subarray(0, h.length / 2).toString("hex") === h) || [, "bin"])[1];

function decodeValue(key, v) {
  if (typeof v !== "string" || v.length < 32) return null;
  const m = v.match(/^data:([\w/+.-]+);base64,(.+)$/s);
  if (m) return Buffer.from(m[2], "base64");
  if (B64_KEYS.has(key) && /^[A-Za-z0-9+/=\s]+$/.test(v)) {
    const buf = Buffer.from(v, "base64");
    return extOf(buf) !== "bin" ? buf : null;
  }
  return null;
}

function walk(node, path, found) {
  if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${path}[${i}]`, found));
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      const buf = decodeValue(k, v);
      if (buf) found.push({ path: `${path}.${k}`, buf });
      else walk(v, `${path}.${k}`, found);
    }
  }
  return found;
}

function unpack() {
  const out = opt("out", "assets");
  mkdirSync(out, { recursive: true });
  const json = readFileSync(file, "utf8");
  const found = walk(JSON.parse(json), "$", []);
  const manifest = {};
  let total = 0;
  for (const { path, buf } of found) {
    const name = path.replace(/^\$\.?/, "").replace(/[^\w.-]+/g, "_") + "." + extOf(buf);
    writeFileSync(join(out, name), buf);
    manifest[path] = name;
    total += buf.length;
    console.log(`${name.padEnd(48)} ${String(buf.length).padStart(9)} bytes`);
  }
  writeFileSync(join(out, "manifest.json"), JSON.stringify(manifest, null, 2));
  console.log(`${found.length} asset(s), ${(total / 1024).toFixed(0)} KB decoded from ${(json.length / 1024).toFixed(0)} KB JSON`);
}

function repack() {
  const from = opt("from", "assets");
  const manifest = JSON.parse(readFileSync(join(from, "manifest.json"), "utf8"));
  const doc = JSON.parse(readFileSync(file, "utf8"));
  for (const [path, name] of Object.entries(manifest)) {
    const p = join(from, name);
    if (!existsSync(p)) continue;
    const keys = [...path.matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)].map((m) => m[1] ?? Number(m[2]));
    let cur = doc;
    for (const k of keys.slice(0, -1)) cur = cur[k];
    const last = keys.at(-1);
    const mime = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", gif: "image/gif", svg: "image/svg+xml" }[name.split(".").pop()] || "application/octet-stream";
    const b64 = readFileSync(p).toString("base64");
    cur[last] = String(cur[last]).startsWith("data:") ? `data:${mime};base64,${b64}` : b64;
  }
  writeFileSync(opt("out", file.replace(/\.json$/, ".edited.json")), JSON.stringify(doc));
  console.log("repacked");
}

function hex() {
  const n = Number(opt("bytes", 64));
  const buf = readFileSync(file).subarray(0, n);
  for (let i = 0; i < buf.length; i += 16) {
    const row = buf.subarray(i, i + 16);
    const h = [...row].map((b) => b.toString(16).padStart(2, "0")).join(" ");
    const a = [...row].map((b) => (b >= 32 && b < 127 ? String.fromCharCode(b) : ".")).join("");
    console.log(`${i.toString(16).padStart(8, "0")}: ${h.padEnd(47)}  ${a}`);
  }
  console.log(`signature: ${extOf(buf)}`);
}

function font() {
  const buf = readFileSync(file);
  const numTables = buf.readUInt16BE(4);
  console.log(`sfnt version ${buf.subarray(0, 4).toString("hex")}, ${numTables} tables`);
  for (let i = 0; i < numTables; i++) {
    const o = 12 + i * 16;
    console.log(`${buf.subarray(o, o + 4).toString("latin1")}  offset=${buf.readUInt32BE(o + 8)}  length=${buf.readUInt32BE(o + 12)}`);
  }
}

({ unpack: () => unpack(), repack, hex, font }[cmd === undefined ? "" : cmd] || (() => {
  console.error("usage: unpack.mjs unpack|repack|hex|font <file> [...]"); process.exit(2);
}))();
