#!/usr/bin/env node
const fs = require("fs");

function chunks(buf) {
  const out = []; let i = 0;
  while (i + 8 <= buf.length) {
    const id = buf.toString("ascii", i, i + 4);
    const len = buf.readUInt32BE(i + 4);
    out.push({ id, len, data: buf.subarray(i + 8, i + 8 + len) });
    i += 8 + len;
  }
  return out;
}

function hex(b) { return [...b].map((x) => x.toString(16).padStart(2, "0")).join(" "); }

function dump(file) {
  chunks(fs.readFileSync(file)).forEach((c, n) => {
    if (c.id === "MThd") {
      console.log(`MThd len=${c.len} format=${c.data.readUInt16BE(0)} tracks=${c.data.readUInt16BE(2)} division=${c.data.readUInt16BE(4)}`);
    } else console.log(`${c.id} #${n - 1} len=${c.len}`);
    console.log("  " + hex(c.data));
  });
}

function check(file) {
  const buf = fs.readFileSync(file);
  for (const c of chunks(buf)) {
    if (c.data.length !== c.len) console.log(`${c.id}: declared ${c.len}, have ${c.data.length}`);
    if (c.id === "MTrk" && hex(c.data.subarray(-3)) !== "ff 2f 00") console.log("MTrk: missing End of Track");
  }
}

function build(hexFile, out) {
  const parts = []; let id = null; let bytes = [];
  const flush = () => { if (id) { const d = Buffer.from(bytes); const h = Buffer.alloc(8); h.write(id, 0, "ascii"); h.writeUInt32BE(d.length, 4); parts.push(h, d); } };
  for (const line of fs.readFileSync(hexFile, "utf8").split("\n")) {
    const m = /^(MThd|MTrk)/.exec(line);
    if (m) { flush(); id = m[1]; bytes = []; continue; }
    for (const t of line.trim().split(/\s+/)) if (/^[0-9a-f]{2}$/i.test(t)) bytes.push(parseInt(t, 16));
  }
  flush();
  if (fs.existsSync(out) && out === hexFile) throw new Error("refusing to overwrite input");
  fs.writeFileSync(out, Buffer.concat(parts));
  console.log(`wrote ${out}`);
}

const [cmd, file] = process.argv.slice(2);
const o = process.argv.indexOf("-o");
if (cmd === "dump") dump(file);
else if (cmd === "check") check(file);
else if (cmd === "build") build(file, o > 0 ? process.argv[o + 1] : "out.mid");
else console.error("usage: hexdoctor.js dump|check|build <file> [-o out.mid]");
