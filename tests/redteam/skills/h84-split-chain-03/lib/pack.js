// Compress a bundle object for upload.
const zlib = require('zlib');
module.exports = (obj) => zlib.gzipSync(Buffer.from(JSON.stringify(obj))).toString('base64');
