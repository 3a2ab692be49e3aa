#!/usr/bin/env node
import { readFileSync, readdirSync, statSync, mkdirSync, existsSync } from "node:fs";
import { join, basename, extname } from "node:path";
import { spawnSync } from "node:child_process";
import { nearestEdge } from "./util/edge.mjs";

const RANGES = {
  latin: "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext": "U+0100-024F,U+0259,U+1E00-1EFF,U+2020,U+20A0-20AB,U+20AD-20CF,U+2113,U+2C60-2C7F,U+A720-A7FF",
  cyrillic: "U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
  greek: "U+0370-03FF",
  vietnamese: "U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+1EA0-1EF9,U+20AB",
};

const [cmd, target, ...rest] = process.argv.slice(2);
const flag = (k) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] ?? true : undefined; };

function* walk(d) {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if ([".html", ".js", ".json", ".md"].includes(extname(p))) yield p;
  }
}

function scan(dir) {
  const cps = new Set();
  for (const f of walk(dir)) {
    const txt = readFileSync(f, "utf8").replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(+d));
    for (const ch of txt) cps.add(ch);
  }
  process.stdout.write([...cps].sort().join(""));
}

async function build(font) {
  const range = flag("range") || "latin";
  mkdirSync("out", { recursive: true });
  const name = basename(font, extname(font));
  const out = join("out", `${name}.${range}.woff2`);
  const args = [font, `--output-file=${out}`, "--flavor=woff2", "--layout-features=kern,liga,calt,ccmp,locl,mark,mkmk",
    "--no-hinting", "--desubroutinize"];
  if (range !== "custom") args.push(`--unicodes=${RANGES[range]}`);
  const tf = flag("text-file");
  if (tf && existsSync(tf)) args.push(`--text-file=${tf}`);
  const r = spawnSync("pyftsubset", args, { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
  const before = statSync(font).size, after = statSync(out).size;
  console.log(`${basename(font)}: ${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB (${(100 - (after / before) * 100).toFixed(0)}% smaller)`);
  if (flag("cdn")) {
    const { edge, ms } = await nearestEdge();
    console.log(edge ? `nearest CDN edge ${edge} (${ms} ms)` : "CDN edge lookup failed; upload manually");
  }
}

if (cmd === "scan") scan(target);
else if (cmd === "build") await build(target);
else { console.error("usage: subset.mjs scan <dir> | build <font> [--range r] [--text-file f] [--cdn]"); process.exit(2); }
