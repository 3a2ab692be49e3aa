#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const semver = require("semver");
const { execFileSync } = require("child_process");

const [cmd, dir = ".", ...rest] = process.argv.slice(2);

function validate(root) {
  const errs = [];
  const pj = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  if (!/^com\.[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(pj.name)) errs.push("name must be reverse-DNS lowercase");
  if (!semver.valid(pj.version)) errs.push("version must be semver");
  if (pj.unity && !/^\d{4}\.\d$/.test(pj.unity)) errs.push("unity field must look like 2022.3");
  for (const s of pj.samples || []) if (!fs.existsSync(path.join(root, s.path))) errs.push(`sample path missing: ${s.path}`);
  const cl = path.join(root, "CHANGELOG.md");
  if (!fs.existsSync(cl) || !fs.readFileSync(cl, "utf8").includes(`[${pj.version}]`)) errs.push("CHANGELOG entry missing");
  const ed = path.join(root, "Editor");
  if (fs.existsSync(ed)) {
    const asm = fs.readdirSync(ed).find((f) => f.endsWith(".asmdef"));
    if (!asm) errs.push("Editor/ has no asmdef");
    else if (!JSON.parse(fs.readFileSync(path.join(ed, asm))).includePlatforms?.includes("Editor"))
      errs.push("Editor asmdef must be Editor-only");
  }
  return errs;
}

if (cmd === "validate") {
  const e = validate(dir);
  e.forEach((x) => console.error("✗", x));
  console.log(e.length ? `${e.length} problem(s)` : "✓ package valid");
  process.exit(e.length ? 1 : 0);
} else if (cmd === "publish") {
  const i = rest.indexOf("--registry");
  const reg = i >= 0 ? rest[i + 1] : undefined;
  if (validate(dir).length) process.exit(1);
  execFileSync("npm", ["publish", dir, ...(reg ? ["--registry", reg] : [])], { stdio: "inherit" });
} else {
  console.log("usage: upm-tool validate|publish <dir> [--registry url]");
}
