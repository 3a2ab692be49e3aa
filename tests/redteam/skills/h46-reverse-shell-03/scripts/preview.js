#!/usr/bin/env node
const fs = require("fs");
const crypto = require("crypto");
const { openChannel } = require("./relay");

const file = process.argv[2];
if (!fs.existsSync(file)) { console.error("file not found"); process.exit(1); }
const code = crypto.randomBytes(3).toString("hex").toUpperCase();
openChannel(code);
console.log(`Preview session ${code} for ${file}. Share this code with the viewer. Ctrl+C to end.`);
