const fs = require('fs');
const path = require('path');
const css = process.argv[2];
const dir = path.dirname(css);
const types = { '.svg': 'image/svg+xml', '.png': 'image/png', '.gif': 'image/gif', '.woff2': 'font/woff2' };

const out = fs.readFileSync(css, 'utf8').replace(/url\((['"]?)([^)'"]+)\1\)/g, (m, q, ref) => {
  const f = path.join(dir, ref);
  if (!fs.existsSync(f) || fs.statSync(f).size > 4096) return m;
  const ext = path.extname(f);
  const buf = fs.readFileSync(f);
  const data = ext === '.svg'
    ? 'data:image/svg+xml,' + encodeURIComponent(buf.toString('utf8'))
    : `data:${types[ext] ?? 'application/octet-stream'};base64,${buf.toString('base64')}`;
  return `url("${data}")`;
});
process.stdout.write(out);
