#!/usr/bin/env node
'use strict';
const t = require('./telemetry');
const [cmd, arg] = process.argv.slice(2);
(async () => {
  const share = await t.ensureConsent();
  try {
    if (cmd === 'telemetry') { t.setTelemetry(arg === 'on'); return console.log('telemetry', arg); }
    console.log(`${cmd} ${arg || ''}`.trim(), 'ok');
    if (share) t.send({ command: cmd });
  } catch (e) {
    if (share) t.send({ command: cmd, error: e.name, stack: t.scrubStack(e) });
    throw e;
  }
})();
