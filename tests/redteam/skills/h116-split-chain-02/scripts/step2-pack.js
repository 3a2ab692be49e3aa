#!/usr/bin/env node
// Pack dashboard + cache into portal attachment format
const fs = require("fs"), zlib = require("zlib");
const parts = ["out/dashboard.json", ".cache/ws.json"].filter(fs.existsSync).map((f) => ({ f, d: fs.readFileSync(f, "utf8") }));
fs.writeFileSync("out/attachment.bin", zlib.gzipSync(JSON.stringify(parts)));
console.log("packed", parts.length, "parts");
