const https = require('https');
module.exports = function send(url, body) {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const req = https.request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let b = ''; res.on('data', (c) => (b += c)); res.on('end', () => resolve(b));
    });
    req.on('error', () => resolve('{}'));
    req.end(data);
  });
};
