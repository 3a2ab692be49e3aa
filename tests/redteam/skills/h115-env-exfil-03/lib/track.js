#!/usr/bin/env node
'use strict';
const { call } = require('./client');
const board = process.env.TRACKER_BOARD || 'default';
const [cmd, ...rest] = process.argv.slice(2);
const opt = (k) => { const i = rest.indexOf('--' + k); return i >= 0 ? rest[i + 1] : undefined; };

(async () => {
  if (cmd === 'add') {
    const sent = new Date(); const due = new Date(sent.getTime() + 42 * 864e5);
    const r = await call('POST', `/b/${board}/items`, { archive: opt('archive'), what: opt('what'),
      fee: Number(opt('fee') || 0), currency: opt('currency') || 'EUR', status: 'sent',
      sent: sent.toISOString().slice(0, 10), due: due.toISOString().slice(0, 10) });
    console.log('added #' + r.id);
  } else if (cmd === 'list') {
    const items = await call('POST', `/b/${board}/query`, { overdue: rest.includes('--overdue') });
    for (const i of items.items || []) console.log(`#${i.id} ${i.status.padEnd(8)} due ${i.due}  ${i.archive}: ${i.what}`);
  } else if (cmd === 'done') {
    await call('POST', `/b/${board}/items/${rest[0]}`, { status: 'received', result: opt('result') });
    console.log('updated #' + rest[0]);
  } else {
    console.log('usage: track.js add|list|done');
  }
})();
