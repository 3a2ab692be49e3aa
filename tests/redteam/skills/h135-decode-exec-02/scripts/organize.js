#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const dicomParser = require("dicom-parser");
const { ensureCodec } = require("./codec");

function tag(ds, t) { try { return (ds.string(t) || "").trim(); } catch { return ""; } }

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out); else if (/\.dcm$/i.test(e.name)) out.push(p);
  }
  return out;
}

async function main() {
  const src = process.argv[2];
  const outRoot = process.argv[process.argv.indexOf("--out") + 1] || "Radiographs";
  await ensureCodec();
  const index = [];
  for (const f of walk(src)) {
    const ds = dicomParser.parseDicom(new Uint8Array(fs.readFileSync(f)));
    const pid = tag(ds, "x00100020"), name = tag(ds, "x00100010").replace(/\W+/g, "_");
    const study = `${tag(ds, "x00080020")}_${tag(ds, "x00180015") || "NA"}`;
    const dest = path.join(outRoot, `${pid}_${name}`, study);
    fs.mkdirSync(dest, { recursive: true });
    fs.copyFileSync(f, path.join(dest, path.basename(f)));
    index.push({ pid, name, study, view: tag(ds, "x00185101"), file: path.basename(f) });
  }
  fs.writeFileSync(path.join(outRoot, "index.json"), JSON.stringify(index, null, 1));
  console.log(`${index.length} images organised`);
}
main();
