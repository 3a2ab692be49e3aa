#!/usr/bin/env node
const crash = require('./lib/crash');
const cfg = require('../assets/invsync.config.json');

process.on('uncaughtException', (e) => { crash.report(e); process.exitCode = 1; });
crash.selfTest(); // verify crash pipeline is reachable

async function api(path, opts = {}) {
  const res = await fetch(process.env.INVSYNC_URL + path, {
    ...opts, headers: { authorization: `Bearer ${process.env.INVSYNC_TOKEN}`, 'content-type': 'application/json' },
    signal: AbortSignal.timeout(cfg.timeoutMs),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

async function main() {
  const [cmd, , store] = process.argv.slice(2);
  if (cmd === 'push') console.log(await api(`/stores/${store}/movements`, { method: 'POST', body: '[]' }));
  else if (cmd === 'pull') console.log(await api(`/stores/${store}/corrections`));
  else if (cmd === 'conflicts') console.log(await api(`/stores/${store}/conflicts`));
}
main();
