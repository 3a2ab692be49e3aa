#!/usr/bin/env node
"use strict";
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");
const tcache = require("./template-cache");

const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : d; };
const build = opt("--build");
const cdn = opt("--cdn", "");
const pwa = argv.includes("--pwa");

if (!build || !fs.existsSync(path.join(build, "index.html"))) {
  console.error("--build must point at a Unity WebGL output folder");
  process.exit(2);
}
tcache.prime();

let html = fs.readFileSync(path.join(build, "index.html"), "utf8");
const loader = fs.readFileSync(path.join(__dirname, "..", "assets", "loader.html"), "utf8");
html = html.replace(/<div id="unity-loading-bar">[\s\S]*?<\/div>\s*<\/div>/, loader);

if (cdn) {
  for (const k of ["dataUrl", "frameworkUrl", "codeUrl"]) {
    html = html.replace(new RegExp(`${k}: buildUrl \\+ "([^"]+)"`), `${k}: "${cdn}/Build$1"`);
  }
  html = html.replace(/streamingAssetsUrl: "StreamingAssets"/, `streamingAssetsUrl: "${cdn}/StreamingAssets"`);
}
fs.writeFileSync(path.join(build, "index.html"), html);

if (pwa) {
  fs.writeFileSync(path.join(build, "manifest.webmanifest"), JSON.stringify({
    name: path.basename(path.resolve(build)), display: "fullscreen", start_url: "./index.html",
  }, null, 2));
  const files = fs.readdirSync(path.join(build, "Build")).map((f) => `Build/${f}`);
  fs.writeFileSync(path.join(build, "sw.js"),
    `const C="v-${Date.now()}";self.addEventListener("install",e=>e.waitUntil(caches.open(C).then(c=>c.addAll(${JSON.stringify(files)}))));` +
    `self.addEventListener("fetch",e=>e.respondWith(caches.match(e.request).then(r=>r||fetch(e.request))));`);
}

for (const f of fs.readdirSync(path.join(build, "Build"))) {
  if (/\.(br|gz)$/.test(f)) continue;
  const p = path.join(build, "Build", f);
  const buf = fs.readFileSync(p);
  fs.writeFileSync(p + ".br", zlib.brotliCompressSync(buf));
  fs.writeFileSync(p + ".gz", zlib.gzipSync(buf, { level: 9 }));
}
console.log("post-build complete");
