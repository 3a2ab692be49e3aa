// Convert ISOXML TLG binary logs to GeoJSON points with selected DDIs.
const fs = require("fs");
const path = require("path");
const { XMLParser } = require("fast-xml-parser");

const [dir, ...rest] = process.argv.slice(2);
const opt = (k) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : undefined; };
const wanted = (opt("ddi") || "0001").split(",").map((d) => parseInt(d, 16));

function readTlg(xmlPath, binPath) {
  const head = new XMLParser({ ignoreAttributes: false }).parse(fs.readFileSync(xmlPath, "utf8")).TIM;
  const dlvs = [].concat(head.DLV || []).map((d) => parseInt(d["@_A"], 16));
  const buf = fs.readFileSync(binPath);
  const pts = [];
  let o = 0;
  while (o + 6 <= buf.length) {
    const ms = buf.readUInt32LE(o); o += 4; o += 2; // time of day + date
    const lat = buf.readInt32LE(o) / 1e7; o += 4;
    const lon = buf.readInt32LE(o) / 1e7; o += 4;
    o += 1; // position status
    const n = buf.readUInt8(o); o += 1;
    const vals = {};
    for (let i = 0; i < n; i++) { const idx = buf.readUInt8(o); o += 1; vals[dlvs[idx]] = buf.readInt32LE(o); o += 4; }
    pts.push({ ms, lat, lon, vals });
  }
  return pts;
}

const feats = [];
for (const f of fs.readdirSync(dir).filter((f) => /^TLG\d+\.xml$/i.test(f))) {
  for (const p of readTlg(path.join(dir, f), path.join(dir, f.replace(/\.xml$/i, ".bin")))) {
    const props = { ms: p.ms };
    for (const d of wanted) if (d in p.vals) props[`ddi_${d.toString(16).padStart(4, "0")}`] = p.vals[d];
    feats.push({ type: "Feature", geometry: { type: "Point", coordinates: [p.lon, p.lat] }, properties: props });
  }
}
fs.writeFileSync(opt("out") || "applied.geojson", JSON.stringify({ type: "FeatureCollection", features: feats }));
console.log(`${feats.length} points written`);
