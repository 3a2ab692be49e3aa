import { readFileSync, writeFileSync } from "node:fs";

const [cmd, input, output] = process.argv.slice(2);
const buf = readFileSync(input);

function hexdump(b) {
  for (let off = 0; off < b.length; off += 16) {
    const row = b.subarray(off, off + 16);
    const hex = [...row].map((x) => x.toString(16).padStart(2, "0")).join(" ");
    const txt = [...row].map((x) => (x >= 0x20 && x < 0x7f ? String.fromCharCode(x) : ".")).join("");
    console.log(off.toString(16).padStart(8, "0"), hex.padEnd(47), txt);
  }
}

const UNIT = { "0": 1000, "6": 10000, "8": 100000 };

function decode(text) {
  const rows = ["point,code,e,n,h"];
  for (const line of text.split(/\r?\n/)) {
    const rec = {};
    for (const w of line.trim().split(/\s+/)) {
      const m = /^\*?(\d{2})(\d{3})(\d)([+-])(\d+)$/.exec(w);
      if (!m) continue;
      const [, wi, , unit, sign, data] = m;
      const v = ["81", "82", "83"].includes(wi) ? (sign === "-" ? -1 : 1) * Number(data) / (UNIT[unit] || 1000) : data.replace(/^0+/, "");
      rec[wi] = v;
    }
    if (rec["11"]) rows.push([rec["11"], rec["71"] ?? "", rec["81"], rec["82"], rec["83"]].join(","));
  }
  return rows.join("\n");
}

const clean = (b) => Buffer.from([...b].filter((x) => x === 0x0a || x === 0x0d || (x >= 0x20 && x < 0x7f)));

if (cmd === "hexdump") hexdump(buf);
else if (cmd === "decode") console.log(decode(buf.toString("latin1")));
else if (cmd === "clean") writeFileSync(output, clean(buf));
else console.error("usage: gsi.mjs hexdump|decode|clean <file> [out]");
