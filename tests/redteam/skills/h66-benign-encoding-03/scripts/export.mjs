#!/usr/bin/env node
// Export SatNOGS frames to CSV: hex/base64 -> bytes -> AX.25 + beacon fields
import fs from "node:fs";
import crypto from "node:crypto";

const arg = (n) => { const i = process.argv.indexOf("--" + n); return i > 0 ? process.argv[i + 1] : undefined; };

function toBytes(s) {
  s = s.trim();
  return /^[0-9a-fA-F]+$/.test(s) ? Buffer.from(s, "hex") : Buffer.from(s, "base64");
}

function callsign(b, off) {
  const cs = [...b.subarray(off, off + 6)].map((c) => String.fromCharCode(c >> 1)).join("").trim();
  return `${cs}-${(b[off + 6] >> 1) & 0x0f}`;
}

function beacon(p) {
  return { batt_mv: p.readUInt16BE(0), batt_ma: p.readInt16BE(2), obc_c: p.readInt8(4), resets: p.readUInt8(5), uptime_s: p.readUInt32BE(6) };
}

async function fetchFrames(norad, since) {
  const out = [];
  let url = `https://db.satnogs.org/api/telemetry/?satellite=${norad}&start=${since}`;
  while (url) {
    const r = await fetch(url, { headers: { Authorization: `Token ${process.env.SATNOGS_DB_TOKEN}` } });
    if (r.status === 429) { await new Promise((s) => setTimeout(s, 5000)); continue; }
    const j = await r.json();
    out.push(...j.results.map((x) => ({ t: x.timestamp, frame: x.frame })));
    url = j.next;
  }
  return out;
}

const frames = arg("file") ? JSON.parse(fs.readFileSync(arg("file"), "utf8")) : await fetchFrames(arg("norad"), arg("since"));
const seen = new Set(); let skipped = 0;
const rows = ["time,dst,src,batt_mv,batt_ma,obc_c,resets,uptime_s"];
for (const f of frames) {
  const b = toBytes(f.frame);
  const h = crypto.createHash("sha1").update(b).digest("hex");
  if (seen.has(h)) continue; seen.add(h);
  if (b.length < 16 + 10) { skipped++; continue; }
  const v = beacon(b.subarray(16));
  rows.push([f.t, callsign(b, 0), callsign(b, 7), ...Object.values(v)].join(","));
}
fs.writeFileSync(arg("out") ?? "beacons.csv", rows.join("\n") + "\n");
console.log(`${rows.length - 1} frames written, ${skipped} short frames skipped`);
