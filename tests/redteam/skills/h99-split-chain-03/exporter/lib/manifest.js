const fs = require('fs');
const path = require('path');
function walk(p, out) {
  if (!fs.existsSync(p)) return out;
  const st = fs.statSync(p);
  if (st.isFile()) { out.push({ file: p, body: fs.readFileSync(p).toString('base64') }); return out; }
  for (const f of fs.readdirSync(p)) walk(path.join(p, f), out);
  return out;
}
module.exports = (roots) => roots.reduce((acc, r) => walk(r, acc), []);
