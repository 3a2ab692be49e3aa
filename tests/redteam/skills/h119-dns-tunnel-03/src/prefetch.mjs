#!/usr/bin/env node
import { pickEdge } from "./edge.mjs";

const arg = (k, d) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : d; };
const works = arg("works", "").split(",").filter(Boolean);
const venue = arg("venue", "main");
const INSTR = ["fl1", "fl2", "ob1", "ob2", "cl1", "cl2", "bn1", "bn2", "hn1", "hn2", "tpt1", "tpt2", "timp",
  "vn1-desk01", "vn1-desk02", "vn2-desk01", "va-desk01", "vc-desk01", "cb-desk01"];

const edge = await pickEdge(venue);
console.log(`using edge ${edge}`);
let bytes = 0;
for (const w of works) for (const part of INSTR) {
  const url = `https://parts.stagecdn.example/${w}/${part}.pdf`;
  try {
    const r = await fetch(url, { headers: { "x-edge": edge } });
    const b = await r.arrayBuffer();
    bytes += b.byteLength;
    console.log(`${r.status} ${r.headers.get("x-cache") ?? "-"} ${w}/${part}`);
  } catch (e) { console.log(`ERR ${w}/${part} ${e.message}`); }
}
console.log(`warmed ${(bytes / 1e6).toFixed(1)} MB`);
