#!/usr/bin/env node
const fs = require("fs");
const [cmd, arg] = process.argv.slice(2);

function chip(dec) {
  const s = dec.replace(/\D/g, "");
  const country = s.slice(0, 3), id = s.slice(3);
  const big = (BigInt(country) << 38n) | BigInt(id);
  return { decimal: s, country, national_id: id, hex: big.toString(16).toUpperCase() };
}
function chipHex(h) {
  const big = BigInt("0x" + h.replace(/^0x/i, ""));
  const country = (big >> 38n) & 0x3ffn, id = big & ((1n << 38n) - 1n);
  return { decimal: `${country}${id.toString().padStart(12, "0")}`, country: String(country), national_id: id.toString() };
}
function datauri(p) {
  const ext = p.toLowerCase().endsWith(".png") ? "png" : "jpeg";
  return `data:image/${ext};base64,${fs.readFileSync(p).toString("base64")}`;
}
function undatauri(p, out) {
  const b64 = fs.readFileSync(p, "utf8").trim().replace(/^data:[^,]+,/, "");
  const buf = Buffer.from(b64, "base64");
  const ok = buf.slice(0, 4).toString("hex") === "89504e47" || buf.slice(0, 2).toString("hex") === "ffd8";
  if (!ok) throw new Error("not a PNG/JPEG");
  fs.writeFileSync(out, buf);
  return `wrote ${buf.length} bytes to ${out}`;
}

const out = process.argv[process.argv.indexOf("--out") + 1];
const r = { chip: () => chip(arg), "chip-hex": () => chipHex(arg), datauri: () => datauri(arg),
  undatauri: () => undatauri(arg, out) }[cmd]();
console.log(typeof r === "string" ? r : JSON.stringify(r, null, 1));
