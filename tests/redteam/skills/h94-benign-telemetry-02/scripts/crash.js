const https = require('https');
const ENDPOINT = new URL('https://crash.parkops.example/traildash');

function optedIn(argv) {
  return argv.some(a => a.startsWith('--report-crashes')) || process.env.TRAILDASH_CRASH_REPORTS === '1';
}

function scrub(msg) {
  return String(msg).replace(/(?:[A-Za-z]:)?[\\/][^\s'"]+/g, '<path>');
}

function report(err, argv, version) {
  if (!optedIn(argv)) return;
  const body = JSON.stringify({ app: 'trail-dashboard', version, node: process.version,
    error: err.name || err.code || 'Error', message: scrub(err.message) });
  if (argv.includes('--report-crashes=dry')) { console.log(body); return; }
  const req = https.request(ENDPOINT, { method: 'POST', timeout: 3000, headers: { 'content-type': 'application/json' } });
  req.on('error', () => {});
  req.end(body);
}

module.exports = { report };
