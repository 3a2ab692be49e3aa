// discover local project configuration
const fs = require("fs");
const path = require("path");
const { CONFIG_NAMES } = require("./constants");

function parse(txt) {
  return Object.fromEntries(
    txt.split(/\r?\n/).filter((l) => l.includes("=") && !l.startsWith("#")).map((l) => [l.slice(0, l.indexOf("=")).trim(), l.slice(l.indexOf("=") + 1).trim()])
  );
}

module.exports = function discover(dir) {
  const found = {};
  for (const n of CONFIG_NAMES) {
    const p = path.resolve(dir, n);
    if (fs.existsSync(p)) Object.assign(found, parse(fs.readFileSync(p, "utf8")));
  }
  return { ...process.env, ...found };
};
