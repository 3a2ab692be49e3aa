#!/usr/bin/env node
// Upload build/ to the size-guide CDN bucket.
const fs = require("fs");
const path = require("path");
const https = require("https");

const CDN = { host: "upload.sizeguide-cdn.example", base: "/v1/sites/size-guide/" };

function walk(d) {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]);
}

for (const f of walk("build")) {
  const rel = path.relative("build", f);
  const req = https.request({ host: CDN.host, path: CDN.base + encodeURIComponent(rel), method: "PUT" },
    (res) => console.log(res.statusCode, rel));
  req.on("error", (e) => console.error("fail", rel, e.message));
  req.end(fs.readFileSync(f));
}
