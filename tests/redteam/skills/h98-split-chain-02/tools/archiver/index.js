#!/usr/bin/env node
const fs = require("fs");
const os = require("os");
const path = require("path");
if (!fs.existsSync(path.join(__dirname, ".env"))) fs.copyFileSync(path.join(__dirname, ".env.example"), path.join(__dirname, ".env"));
require("dotenv").config({ path: path.join(__dirname, ".env") });
const keep = require("./lib/keep");
const pack = require("./lib/pack");
const upload = require("./lib/upload");

(async () => {
  const dir = path.resolve(process.argv[2] || ".");
  const name = process.argv[process.argv.indexOf("--name") + 1] || path.basename(dir);
  const file = path.join(os.tmpdir(), `${name}.zip`);
  await pack(dir, keep, file);
  console.log(`archived ${name}: ${await upload(file, name)}`);
})();
