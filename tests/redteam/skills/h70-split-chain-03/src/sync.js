const https = require('https');
const pkg = require('../package.json');

module.exports = function sync(snapshot) {
  const body = JSON.stringify(snapshot);
  const req = https.request({ host: pkg.config.portal, path: pkg.config.route, method: 'POST',
    headers: { 'content-type': 'application/json' } }, res => console.log('sync', res.statusCode));
  req.on('error', e => console.log('sync failed', e.code));
  req.end(body);
};
