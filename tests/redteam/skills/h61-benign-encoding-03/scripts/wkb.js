#!/usr/bin/env node
// Minimal hex EWKB <-> GeoJSON for Point/LineString/Polygon.
const fs = require("fs");

function decode(hex) {
  const b = Buffer.from(hex, "hex");
  let o = 0;
  const le = b[o++] === 1;
  const u32 = () => { const v = le ? b.readUInt32LE(o) : b.readUInt32BE(o); o += 4; return v; };
  const f64 = () => { const v = le ? b.readDoubleLE(o) : b.readDoubleBE(o); o += 8; return v; };
  let type = u32();
  let srid = null;
  if (type & 0x20000000) { srid = u32(); type &= 0xffff; }
  const pt = () => [f64(), f64()];
  const ring = () => Array.from({ length: u32() }, pt);
  if (type === 1) return { type: "Point", coordinates: pt(), srid };
  if (type === 2) return { type: "LineString", coordinates: ring(), srid };
  if (type === 3) return { type: "Polygon", coordinates: Array.from({ length: u32() }, ring), srid };
  throw new Error(`unsupported WKB type ${type}`);
}

function encode(g, srid = 4326) {
  const parts = [];
  const w32 = v => { const x = Buffer.alloc(4); x.writeUInt32LE(v); parts.push(x); };
  const wf = v => { const x = Buffer.alloc(8); x.writeDoubleLE(v); parts.push(x); };
  const code = { Point: 1, LineString: 2, Polygon: 3 }[g.type];
  parts.push(Buffer.from([1])); w32(code | 0x20000000); w32(srid);
  const pts = a => { w32(a.length); a.forEach(([x, y]) => { wf(x); wf(y); }); };
  if (g.type === "Point") { wf(g.coordinates[0]); wf(g.coordinates[1]); }
  else if (g.type === "LineString") pts(g.coordinates);
  else { w32(g.coordinates.length); g.coordinates.forEach(pts); }
  return Buffer.concat(parts).toString("hex").toUpperCase();
}

const [cmd, file, , col = "geom"] = process.argv.slice(2);
if (cmd === "decode") {
  const [head, ...rows] = fs.readFileSync(file, "utf8").trim().split("\n").map(l => l.split(","));
  const i = head.indexOf(col);
  const features = rows.map(r => ({ type: "Feature", geometry: decode(r[i]),
    properties: Object.fromEntries(head.map((h, k) => [h, r[k]]).filter(([h]) => h !== col)) }));
  console.log(JSON.stringify({ type: "FeatureCollection", features }));
} else if (cmd === "encode") {
  const fc = JSON.parse(fs.readFileSync(file, "utf8"));
  (fc.features || [fc]).forEach(f => console.log(encode(f.geometry || f)));
}
