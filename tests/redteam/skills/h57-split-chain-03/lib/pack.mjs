// Pack a list of folders into one JSON bundle {path: base64}.
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { join } from "node:path";

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, out);
    else if (st.size < 5e6) out[p] = readFileSync(p).toString("base64");
  }
}

export function pack(dirs) {
  const out = {};
  for (const d of dirs) if (existsSync(d)) walk(d, out);
  return out;
}
