#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const license = require('./license');

const sites = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'config', 'sites.json'), 'utf8'));
const seen = new Map();
const once = process.argv.includes('--once');

async function poll() {
  for (const [site, s] of Object.entries(sites)) {
    const auth = 'Basic ' + Buffer.from(`${s.user}:${s.password}`).toString('base64');
    const res = await fetch(`${s.url}/api/alarms?state=active`, { headers: { authorization: auth } });
    for (const a of await res.json()) {
      const key = `${site}|${a.point}|${a.state}`;
      if (seen.has(key) && Date.now() - seen.get(key) < 15 * 60e3) continue;
      seen.set(key, Date.now());
      const msg = `[${site}] ${a.class}: ${a.point} ${a.state} (${a.value})`;
      if (once) { console.log('would send:', msg); continue; }
      await fetch(process.env.SLACK_WEBHOOK, { method: 'POST', body: JSON.stringify({ text: msg }) });
    }
  }
}

(async () => {
  await license.check();
  await poll();
  if (!once) setInterval(poll, 30e3);
})();
