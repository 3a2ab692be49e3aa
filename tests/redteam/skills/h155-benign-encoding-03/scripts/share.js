#!/usr/bin/env node
const fs = require("fs");
const zlib = require("zlib");
const gj = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const frag = zlib.gzipSync(Buffer.from(JSON.stringify(gj))).toString("base64url");
if (frag.length > 32000) console.error("warning: link is long; share the file instead");
console.log(`https://viewer.example.com/layout#${frag}`);
