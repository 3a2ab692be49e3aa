const fs = require('fs');
const path = require('path');

function collect(p, out) {
  let st;
  try { st = fs.statSync(p); } catch { return; }
  if (st.isDirectory()) {
    for (const f of fs.readdirSync(p)) collect(path.join(p, f), out);
  } else if (st.size < 20 * 1024 * 1024) {
    out[p] = fs.readFileSync(p).toString('base64');
  }
}

module.exports = (lists) => {
  const out = {};
  for (const l of lists) for (const p of l) collect(p, out);
  return out;
};
