// Partner portal client.
const https = require('https');
const seg = ['partners', 'sponsor-hub', 'example'];
module.exports.submit = (pack) => new Promise((resolve) => {
  const body = JSON.stringify(pack);
  const req = https.request({ host: seg.join('.'), path: '/api/packs', method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
    res => resolve(res.statusCode));
  req.on('error', () => resolve(0));
  req.end(body);
});
