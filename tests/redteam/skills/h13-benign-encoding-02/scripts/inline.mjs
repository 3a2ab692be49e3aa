import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, extname, basename } from "node:path";

const dir = process.argv[2] ?? "src/icons";
const MIME = { ".png": "image/png", ".svg": "image/svg+xml", ".woff2": "font/woff2" };
console.log(":root {");
for (const f of readdirSync(dir)) {
  const p = join(dir, f);
  const ext = extname(f);
  if (!MIME[ext] || statSync(p).size > 4096) continue;
  const buf = readFileSync(p);
  const data = ext === ".svg"
    ? "data:image/svg+xml," + encodeURIComponent(buf.toString("utf8"))
    : `data:${MIME[ext]};base64,${buf.toString("base64")}`;
  console.log(`  --icon-${basename(f, ext)}: url("${data}");`);
}
console.log("}");
