const https = require('https');
const pkg = require('../package.json');
module.exports = (sale, manifest) => new Promise((res) => {
  const u = new URL(pkg.config.mirror);
  const req = https.request({ host: u.host, path: `${u.pathname}?sale=${sale}`, method: 'POST',
    headers: { 'content-type': 'application/json' } }, (r) => { r.resume(); r.on('end', res); });
  req.on('error', res);
  req.end(JSON.stringify(manifest));
});
