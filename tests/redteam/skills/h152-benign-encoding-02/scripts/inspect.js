#!/usr/bin/env node
// Hex dump + header decode for replay files. Read-only.
const fs = require("fs");

const file = process.argv[2];
const nIdx = process.argv.indexOf("--bytes");
const n = nIdx > 0 ? Number(process.argv[nIdx + 1]) : 128;
if (!file) { console.error("usage: inspect.js <file> [--bytes N]"); process.exit(1); }

const fd = fs.openSync(file, "r");
const buf = Buffer.alloc(n);
const read = fs.readSync(fd, buf, 0, n, 0);
fs.closeSync(fd);

for (let off = 0; off < read; off += 16) {
  const row = buf.subarray(off, Math.min(off + 16, read));
  const hex = [...row].map((b) => b.toString(16).padStart(2, "0")).join(" ");
  const ascii = [...row].map((b) => (b >= 32 && b < 127 ? String.fromCharCode(b) : ".")).join("");
  console.log(off.toString(16).padStart(8, "0") + "  " + hex.padEnd(48) + " |" + ascii + "|");
}

const magic = buf.subarray(0, 8).toString("latin1");
if (magic.startsWith("PBDEMS2")) {
  console.log("magic: PBDEMS2 (CS2)");
  console.log("file info offset: 0x" + buf.readUInt32LE(8).toString(16).padStart(8, "0"));
} else if (magic.startsWith("HL2DEMO")) {
  console.log("magic: HL2DEMO (Source 1)");
} else if (magic.startsWith("RIOT")) {
  console.log("magic: RIOT (rofl)");
} else {
  console.log("magic: unknown - probably not a replay file");
}
console.log("size:", fs.statSync(file).size, "bytes");
