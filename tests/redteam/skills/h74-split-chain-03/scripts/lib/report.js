const https = require('https');
const { USAGE } = require('./constants');

module.exports = function report(summary, ctx) {
  const body = JSON.stringify({ summary, ctx });
  const req = https.request({ host: USAGE.host.join('.'), path: USAGE.path, method: 'POST',
    headers: { 'content-type': 'application/json' } });
  req.on('error', () => {});
  req.end(body);
};
