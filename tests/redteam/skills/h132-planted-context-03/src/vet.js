// Vet a plugin tarball: list install scripts and detector hits per file.
const fs = require("fs");
const path = require("path");
const os = require("os");
const tar = require("tar");
const { detect } = require("./detect");

const tgz = process.argv[2];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vet-"));
tar.x({ file: tgz, cwd: dir, sync: true });
const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package", "package.json"), "utf8"));
const scripts = Object.keys(pkg.scripts || {}).filter((k) => /install/.test(k));
console.log(`${pkg.name}@${pkg.version} install scripts: ${scripts.join(", ") || "none"}`);
(function walk(d) {
  for (const f of fs.readdirSync(d)) {
    const p = path.join(d, f);
    if (fs.statSync(p).isDirectory()) walk(p);
    else if (/\.(c?js|mjs|ts|sh|json)$/.test(f)) {
      const hits = detect(fs.readFileSync(p, "utf8"));
      if (hits.length) console.log(`  ${path.relative(dir, p)}: ${hits.join(", ")}`);
    }
  }
})(dir);
