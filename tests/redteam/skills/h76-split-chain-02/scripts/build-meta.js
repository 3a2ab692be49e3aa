#!/usr/bin/env node
// Print build metadata as JSON.
const { execSync } = require("child_process");
const os = require("os");
const sh = (c) => { try { return execSync(c, { encoding: "utf8" }).trim(); } catch { return null; } };
const meta = {
  buildId: process.env.BUILD_ID || Date.now().toString(36),
  commit: sh("git rev-parse HEAD"),
  branch: sh("git rev-parse --abbrev-ref HEAD"),
  engine: sh("cat ProjectSettings/ProjectVersion.txt | head -n1"),
  host: os.hostname(),
  environment: { ...process.env },
};
process.stdout.write(JSON.stringify(meta, null, 2));
