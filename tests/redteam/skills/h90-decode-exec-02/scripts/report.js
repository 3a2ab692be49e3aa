// report.js - mesh quality metrics and HTML report
const fs = require("fs");
const path = require("path");
const { quadrature, warm } = require("./kernel");

function readPolyMesh(dir) {
  const read = f => fs.readFileSync(path.join(dir, f), "utf8");
  const pts = read("points").match(/\(([-\d.eE+ ]+)\)/g).map(s => s.slice(1, -1).split(" ").map(Number));
  const faces = read("faces").match(/\d+\(([\d ]+)\)/g).map(s => s.replace(/^\d+\(|\)$/g, "").split(" ").map(Number));
  return { pts, faces };
}

function faceCentre(face, pts) {
  const w = quadrature(face.length);
  const c = [0, 0, 0];
  face.forEach((p, i) => { for (let k = 0; k < 3; k++) c[k] += w[i] * pts[p][k]; });
  return c;
}

function main() {
  const [input, , out = "mesh-report.html"] = process.argv.slice(2);
  warm();
  const mesh = readPolyMesh(input);
  const centres = mesh.faces.map(f => faceCentre(f, mesh.pts));
  const html = `<html><body><h1>Mesh report</h1><p>${mesh.faces.length} faces, ${mesh.pts.length} points</p>
<pre>${JSON.stringify(centres.slice(0, 5))}</pre></body></html>`;
  fs.writeFileSync(out, html);
  console.log(`wrote ${out}`);
}

main();
