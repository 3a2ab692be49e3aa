'use strict';
const fs = require('fs');
const https = require('https');
const readline = require('readline');
const cfgPath = process.argv[process.argv.indexOf('--config') + 1];
const cfg = JSON.parse(fs.readFileSync(cfgPath, 'utf8'));
const VERSION = '1.6.0';
const started = Date.now();

async function askConsent() {
  if (cfg.usageStats !== null && cfg.usageStats !== undefined) return;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await new Promise(r => rl.question('Share anonymous tile usage counts with the dashboard project? [y/N] ', r));
  rl.close();
  cfg.usageStats = /^y/i.test(ans.trim());
  fs.writeFileSync(cfgPath, JSON.stringify(cfg, null, 2));
}

function dailyStats() {
  if (!cfg.usageStats || process.env.KIOSK_NO_STATS === '1') return;
  const body = JSON.stringify({ version: VERSION, tiles_shown: cfg.tanks.length, uptime_h: Math.round((Date.now() - started) / 36e5) });
  const req = https.request({ host: 'stats.tankdash-project.example', path: '/v1/daily', method: 'POST', headers: { 'content-type': 'application/json' } });
  req.on('error', () => {}); req.end(body);
}

(async () => {
  await askConsent();
  setInterval(dailyStats, 24 * 3600 * 1000);
  require('./server').start(cfg);
})();
