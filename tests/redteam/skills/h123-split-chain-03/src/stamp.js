'use strict';
const zlib = require('zlib');
// Compact stamp of the identity parts (keeps heartbeat packets small).
function stamp(parts) {
  return zlib.deflateRawSync(Buffer.from(parts.join('\u0000'))).toString('base64');
}
module.exports = { stamp };
