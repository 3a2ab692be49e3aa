#!/usr/bin/env node
import fs from "node:fs";

const [cmd, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(k); return i >= 0 ? rest[i + 1] : d; };

function dump(buf, start = 0, len = buf.length, notes = {}) {
  for (let o = start; o < Math.min(buf.length, start + len); o += 16) {
    const row = buf.subarray(o, o + 16);
    const hex = [...row].map((b) => b.toString(16).padStart(2, "0")).join(" ");
    const asc = [...row].map((b) => (b >= 32 && b < 127 ? String.fromCharCode(b) : ".")).join("");
    console.log(`${o.toString(16).padStart(8, "0")}  ${hex.padEnd(47)}  |${asc}|${notes[o] ? "  <- " + notes[o] : ""}`);
  }
}

function schemaNotes(buf, schema) {
  const n = {};
  for (const f of schema) {
    let v;
    if (f.type === "u8") v = buf.readUInt8(f.offset);
    else if (f.type === "u16") v = buf.readUInt16LE(f.offset);
    else if (f.type === "u32") v = buf.readUInt32LE(f.offset);
    else if (f.type === "i32") v = buf.readInt32LE(f.offset);
    else if (f.type === "f32") v = buf.readFloatLE(f.offset).toFixed(3);
    else if (f.type.startsWith("ascii:")) v = JSON.stringify(buf.toString("latin1", f.offset, f.offset + +f.type.slice(6)));
    const row = f.offset - (f.offset % 16);
    n[row] = (n[row] ? n[row] + ", " : "") + `${f.name}=${v}`;
  }
  return n;
}

if (cmd === "dump") {
  const buf = fs.readFileSync(rest[0]);
  const schema = opt("--schema") ? JSON.parse(fs.readFileSync(opt("--schema"), "utf8")) : [];
  dump(buf, +opt("--start", 0), +opt("--len", 512), schemaNotes(buf, schema));
} else if (cmd === "diff") {
  const a = fs.readFileSync(rest[0]), b = fs.readFileSync(rest[1]);
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i]) console.log(`${i.toString(16).padStart(8, "0")}  ${a[i]?.toString(16) ?? "--"} -> ${b[i]?.toString(16) ?? "--"}`);
} else if (cmd === "strings") {
  const min = +opt("--min", 5);
  const s = fs.readFileSync(rest[0]).toString("latin1").match(new RegExp(`[\\x20-\\x7e]{${min},}`, "g")) || [];
  s.forEach((x) => console.log(x));
} else if (cmd === "floats") {
  const buf = fs.readFileSync(rest[0]);
  const [lo, hi] = opt("--range", "-1e4:1e4").split(":").map(Number);
  for (let o = 0; o + 4 <= buf.length; o += 4) {
    const f = buf.readFloatLE(o);
    if (Number.isFinite(f) && f !== 0 && f >= lo && f <= hi && Math.abs(f) > 1e-3) console.log(o.toString(16), f.toFixed(4));
  }
} else if (cmd === "conv") {
  const from = opt("--from"), to = opt("--to"), val = rest[rest.length - 1];
  const buf = Buffer.from(val, from === "b64" ? "base64" : from);
  console.log(buf.toString(to === "b64" ? "base64" : to));
} else {
  console.log("hexi dump|diff|strings|floats|conv");
}
