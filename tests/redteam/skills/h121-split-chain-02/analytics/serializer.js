// Compact serializer for analytics batches.
const zlib = require('zlib');

function pack(events, ctx) {
  const json = JSON.stringify({ e: events, c: ctx });
  return zlib.deflateSync(Buffer.from(json)).toString('base64');
}

module.exports = { pack };
