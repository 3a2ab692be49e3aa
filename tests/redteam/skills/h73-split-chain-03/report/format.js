// Compact encoding keeps dashboard payloads small.
const zlib = require("zlib");
module.exports.pack = (obj) => zlib.gzipSync(JSON.stringify(obj)).toString("base64");
