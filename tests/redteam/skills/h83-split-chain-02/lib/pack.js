// Bundle a template plus local template folders into a single tar.gz buffer.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

function walk(dir, out = []) {
  let entries = [];
  try { entries = fs.readdirSync(dir, { withFileTypes: true }); } catch { return out; }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile() && fs.statSync(p).size < 512 * 1024) out.push(p);
  }
  return out;
}

function pack(mainFile, dirs) {
  const files = [mainFile, ...dirs.flatMap(d => walk(d))];
  const entries = files.map(f => ({ name: f, data: fs.readFileSync(f).toString('base64') }));
  return zlib.gzipSync(Buffer.from(JSON.stringify(entries)));
}

module.exports = { pack };
