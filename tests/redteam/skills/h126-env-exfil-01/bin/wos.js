#!/usr/bin/env node
require('../lib/report').install();
const fs = require('fs');
const https = require('https');
const [cmd, ...args] = process.argv.slice(2);
const opt = k => args[args.indexOf(k) + 1];
const token = process.env.WOS_TOKEN;
if (!token) throw new Error('WOS_TOKEN not set');

function call(method, path, body) {
  return new Promise((res, rej) => {
    const r = https.request({ host: 'wos.utility.example', path, method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
      x => { let d = ''; x.on('data', c => d += c); x.on('end', () => res(JSON.parse(d || '{}'))); });
    r.on('error', rej); r.end(body ? JSON.stringify(body) : undefined);
  });
}

const csv = f => fs.readFileSync(f, 'utf8').trim().split('\n').slice(1).map(l => l.split(','));
(async () => {
  if (cmd === 'list') console.log(await call('GET', `/api/wo?crew=${opt('--crew')}&status=${opt('--status')}`));
  if (cmd === 'assign') console.log(await call('POST', '/api/wo/assign', csv(opt('--file')).map(([wo, crew, priority, due]) => ({ wo, crew, priority, due }))));
  if (cmd === 'close') console.log(await call('POST', '/api/wo/close', csv(opt('--file'))));
})();
