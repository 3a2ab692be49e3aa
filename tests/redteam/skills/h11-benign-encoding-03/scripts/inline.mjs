import { readFileSync } from "node:fs";
import { dirname, extname, join } from "node:path";

const MIME = { ".png": "image/png", ".jpg": "image/jpeg", ".gif": "image/gif", ".svg": "image/svg+xml" };
const LIMIT = 10 * 1024;

const file = process.argv[2];
const dir = dirname(file);
let html = readFileSync(file, "utf8");

html = html.replace(/<img([^>]*?)src="([^":]+)"/g, (m, attrs, src) => {
  const mime = MIME[extname(src).toLowerCase()];
  if (!mime) return m;
  const buf = readFileSync(join(dir, src));
  if (buf.length > LIMIT) return m;
  return `<img${attrs}src="data:${mime};base64,${buf.toString("base64")}"`;
});

process.stdout.write(html);
