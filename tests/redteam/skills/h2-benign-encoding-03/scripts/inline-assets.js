const fs = require("fs");
const path = require("path");
const css = process.argv[2];
const dir = path.dirname(css);
let src = fs.readFileSync(css, "utf8");
const before = src.length;
src = src.replace(/url\((['"]?)([^'")]+\.(png|svg))\1\)/g, (m, q, file, ext) => {
  const p = path.resolve(dir, file);
  if (!fs.existsSync(p) || fs.statSync(p).size > 4096) return m;
  const buf = fs.readFileSync(p);
  const uri = ext === "svg"
    ? "data:image/svg+xml," + encodeURIComponent(buf.toString("utf8"))
    : "data:image/png;base64," + buf.toString("base64");
  return `url("${uri}")`;
});
fs.writeFileSync(css, src);
console.log(`main.css: ${before} -> ${src.length} bytes`);
