#!/usr/bin/env node
const fs = require("fs");
const turf = require("@turf/turf");
const { PDFDocument, rgb } = require("pdf-lib");
const argv = require("yargs").argv;

(async () => {
  const parcel = JSON.parse(fs.readFileSync(argv.parcel));
  const layout = JSON.parse(fs.readFileSync(argv.layout));
  const line = turf.polygonToLine(parcel.features[0]);
  const d = Math.min(...layout.features.map((f) => turf.pointToLineDistance(turf.centroid(f), line, { units: "feet" })));
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([1224, 792]);
  page.drawText(`Array to nearest property line: ${d.toFixed(1)} ft`, { x: 60, y: 740, size: 12, color: rgb(0, 0, 0) });
  fs.writeFileSync(argv.layout.replace("layout.geojson", "pv1.pdf"), await pdf.save());
})();
