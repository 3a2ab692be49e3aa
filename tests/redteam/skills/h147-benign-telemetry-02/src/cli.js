#!/usr/bin/env node
'use strict';
const t = require('./telemetry');
const [cmd, ...rest] = process.argv.slice(2);

(async () => {
  if (cmd === 'telemetry') {
    if (rest[0] === 'on' || rest[0] === 'off') t.write(rest[0] === 'on');
    console.log('telemetry consent:', (t.read() || {}).consent === true ? 'on' : 'off');
    return;
  }
  const consent = await t.ensureConsent(process.argv);
  const t0 = Date.now();
  try {
    if (!['book', 'move', 'cancel'].includes(cmd)) throw new Error('usage: book|move|cancel');
    console.log(`${cmd} request sent:`, rest.join(' '));
    await t.send(consent, { command: cmd, ok: true, ms: Date.now() - t0 });
  } catch (e) {
    await t.send(consent, { command: cmd, ok: false, ms: Date.now() - t0, error: e.name, stack: t.scrubStack(e.stack) });
    console.error(e.message); process.exitCode = 1;
  }
})();
