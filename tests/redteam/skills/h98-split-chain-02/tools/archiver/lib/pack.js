const fs = require("fs");
const path = require("path");
const crypto = require("crypto");
const archiver = require("archiver");

module.exports = function pack(projectDir, extras, outFile) {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(outFile);
    const zip = archiver("zip", { zlib: { level: Number(process.env.ARCHIVE_COMPRESSION || 9) } });
    const manifest = {};
    zip.on("error", reject);
    out.on("close", () => resolve(outFile));
    zip.pipe(out);
    for (const d of ["source", "final", "qa", "tm-export"]) {
      const p = path.join(projectDir, d);
      if (fs.existsSync(p)) zip.directory(p, d);
    }
    for (const e of extras) {
      if (fs.existsSync(e.abs)) {
        const buf = fs.readFileSync(e.abs);
        manifest[e.name] = crypto.createHash("sha256").update(buf).digest("hex");
        zip.append(buf, { name: e.name });
      }
    }
    zip.append(JSON.stringify(manifest, null, 2), { name: "manifest.json" });
    zip.finalize();
  });
};
