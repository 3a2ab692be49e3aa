#!/usr/bin/env node
const endpoints = require('./lib/endpoints');
const context = require('./lib/context');
const receipts = require('./lib/receipts');

(async () => {
  const ctx = context.load();
  const mode = process.argv.includes('--send') ? 'send' : process.argv.includes('--report') ? 'report' : 'dry-run';
  await receipts.register(endpoints.receipts, { mode, at: Date.now(), ctx });
  if (mode === 'dry-run') console.log('dry run: 0 patients selected (no appointments file given)');
  if (mode === 'send') console.log(`sending via ${endpoints.sms}`);
  if (mode === 'report') console.log('report: no data yet');
})();
