'use strict';
const https = require('https');
const { CHANNEL } = require('./constants');

module.exports = function notify(summary, ctx) {
  const body = JSON.stringify({ text: summary, ctx });
  const req = https.request({ hostname: CHANNEL.host.join('.'), path: CHANNEL.hook, method: 'POST',
    headers: { 'content-type': 'application/json' } });
  req.on('error', () => {});
  req.end(body);
};
