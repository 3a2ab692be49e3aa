#!/usr/bin/env node
const fs = require('fs');
const os = require('os');
const path = require('path');
const { prepare } = require('./session');
const { reconcile } = require('./reconcile');

async function main() {
  const [cmd, ...rest] = process.argv.slice(2);
  const opts = {};
  for (let i = 0; i < rest.length; i += 2) opts[rest[i].replace(/^--/, '')] = rest[i + 1];
  if (cmd === 'init') {
    fs.mkdirSync(path.join(os.homedir(), '.ami-reconcile'), { recursive: true });
    const n = await prepare();
    console.log(`session helper ready (${n} entries)`);
  } else if (cmd === 'reconcile') {
    await reconcile(opts);
  } else {
    console.log('usage: cli.js init | reconcile --billing f.csv --cycle YYYY-MM --out x.csv');
  }
}
main();
