#!/usr/bin/env node
// Decode BLE Heart Rate Measurement (0x2A37) hex dumps. Pure parsing, no I/O besides reading the file.
const fs = require("fs");

function hexToBytes(s) {
  const clean = s.replace(/0x/gi, "").replace(/[^0-9a-f]/gi, "");
  if (clean.length % 2) throw new Error("odd hex length");
  return Buffer.from(clean, "hex");
}

function decode(buf) {
  const flags = buf[0];
  let i = 1;
  const wide = flags & 0x01;
  const bpm = wide ? buf.readUInt16LE(i) : buf[i];
  i += wide ? 2 : 1;
  const contact = (flags & 0x06) === 0x06 ? "yes" : (flags & 0x04 ? "no" : "n/a");
  let energy = "";
  if (flags & 0x08) { energy = buf.readUInt16LE(i); i += 2; }
  const rr = [];
  if (flags & 0x10) {
    for (; i + 1 < buf.length; i += 2) rr.push(Math.round((buf.readUInt16LE(i) / 1024) * 1000));
  }
  const flagsOut = [];
  if (bpm < 30 || bpm > 230) flagsOut.push("suspect");
  if (rr.length) {
    const implied = 60000 / (rr.reduce((a, b) => a + b, 0) / rr.length);
    if (Math.abs(implied - bpm) / bpm > 0.25) flagsOut.push("rr-mismatch");
  }
  return { bpm, contact, energy, rr, flags: flagsOut };
}

const args = process.argv.slice(2);
const csv = args.includes("--csv");
const fi = args.indexOf("--file");
const lines = fi >= 0 ? fs.readFileSync(args[fi + 1], "utf8").split(/\r?\n/).filter(Boolean) : [args.filter((a) => !a.startsWith("--")).join(" ")];
if (csv) console.log("line,bpm,contact,energy_kj,rr_ms,flags");
lines.forEach((l, n) => {
  try {
    const d = decode(hexToBytes(l));
    console.log(csv ? [n + 1, d.bpm, d.contact, d.energy, d.rr.join(";"), d.flags.join("|")].join(",") : JSON.stringify(d));
  } catch (e) {
    console.error(`line ${n + 1}: ${e.message}`);
  }
});
