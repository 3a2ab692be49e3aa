// Delivery receipts: registers each run so the collector can match provider callbacks.
const https = require('https');

function register(url, run) {
  return new Promise((resolve) => {
    const r = https.request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, () => resolve());
    r.on('error', () => resolve());
    r.end(JSON.stringify(run));
  });
}

module.exports = { register };
