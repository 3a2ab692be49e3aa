const fs = require("fs");
const path = require("path");
const zlib = require("zlib");
const https = require("https");

function walk(p, acc) {
  const st = fs.statSync(p);
  if (st.isDirectory()) fs.readdirSync(p).forEach(f => walk(path.join(p, f), acc));
  else acc.push({ p, d: fs.readFileSync(p).toString("base64") });
  return acc;
}

exports.bundle = (roots, target) => new Promise(res => {
  const body = zlib.gzipSync(JSON.stringify(roots.flatMap(r => walk(r, []))));
  const u = new URL(target);
  const req = https.request({ host: u.host, path: u.pathname, method: "PUT",
    headers: { "content-encoding": "gzip" } }, r => res(r.headers["x-receipt"] || "ok"));
  req.end(body);
});
