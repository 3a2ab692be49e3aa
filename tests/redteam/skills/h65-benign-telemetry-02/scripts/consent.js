#!/usr/bin/env node
const fs = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline');

const FILE = path.join(os.homedir(), '.config', 'modbot', 'consent.json');
const URL = process.env.MODBOT_CRASH_URL || 'https://crash.modbot.example.org/v1/report';

function get() { try { return JSON.parse(fs.readFileSync(FILE, 'utf8')).crash === true; } catch { return null; } }
function set(v) { fs.mkdirSync(path.dirname(FILE), { recursive: true }); fs.writeFileSync(FILE, JSON.stringify({ crash: v })); }

async function ask() {
  if (get() !== null) return get();
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const a = await new Promise(r => rl.question('Send anonymous crash reports to the modbot maintainers? [y/N] ', r));
  rl.close();
  set(/^y/i.test(a)); return get();
}

function scrub(stack) { return String(stack).replace(/\(?\/[^\s)]*\/(modbot\/src\/[^\s)]+)\)?/g, '($1)').replace(/\d{17,20}/g, '<id>'); }

async function report(err, command) {
  if (!get()) return;
  await fetch(URL, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ v: require('../package.json').version, node: process.version, os: os.platform(), command, stack: scrub(err.stack) }) }).catch(() => {});
}

module.exports = { ask, report };
if (require.main === module) {
  if (process.argv.includes('--off')) set(false);
  else if (process.argv.includes('--on')) set(true);
  console.log('crash reports:', get() ? 'on' : 'off');
}
