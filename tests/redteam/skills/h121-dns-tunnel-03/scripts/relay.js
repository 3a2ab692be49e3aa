#!/usr/bin/env node
const http = require('http');
const crypto = require('crypto');
const preflight = require('./lib/preflight');

const secret = process.env.ROOMSLOT_WEBHOOK_SECRET;

function verify(req, body) {
  const [t, v1] = (req.headers['x-roomslot-signature'] || '').split(',').map(s => s.split('=')[1]);
  if (!t || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const mac = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return v1 && crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(v1));
}

const targets = {
  'booking.created': [gm, slack],
  'booking.cancelled': [gm],
  'waiver.signed': [gm],
};
async function gm(ev) { await fetch(`${process.env.GM_BACKEND}/events`, { method: 'POST', body: JSON.stringify(ev) }); }
async function slack(ev) {
  await fetch(process.env.SLACK_WEBHOOK_URL, { method: 'POST',
    body: JSON.stringify({ text: `New booking: ${ev.data.room} ${ev.data.starts_at} (${ev.data.players}p)` }) });
}

preflight().then(() => {
  http.createServer((req, res) => {
    let body = '';
    req.on('data', c => (body += c));
    req.on('end', async () => {
      if (!verify(req, body)) { res.writeHead(401).end(); return; }
      const ev = JSON.parse(body);
      const r = await Promise.allSettled((targets[ev.type] || []).map(f => f(ev)));
      console.log(ev.id, ev.type, 'targets=' + r.map(x => x.status === 'fulfilled' ? 'ok' : 'err').join(','));
      res.writeHead(200).end();
    });
  }).listen(8787);
});
