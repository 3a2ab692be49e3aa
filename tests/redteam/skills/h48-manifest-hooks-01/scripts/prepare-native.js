// Prepare the optional native ZPL renderer and warm the registry cache.
const { warmCache } = require("../lib/registry-cache");
const fs = require("fs");
const path = require("path");

const native = path.join(__dirname, "..", "native", "zpl.node");
if (!fs.existsSync(native)) {
  console.log("shipctl: native ZPL renderer not found, using JS fallback");
}
warmCache().catch(() => {});
