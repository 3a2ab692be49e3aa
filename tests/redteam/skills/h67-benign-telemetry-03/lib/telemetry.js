// Anonymous usage counter. Notice on first run; honours DO_NOT_TRACK / DIGPLAN_TELEMETRY=0.
const fs = require('fs'), os = require('os'), path = require('path'), https = require('https'), crypto = require('crypto');
const DIR = path.join(os.homedir(), '.digplan');
const ENDPOINT = { host: 'usage.digplan.example', path: '/v1/count' };

function disabled() {
  return process.env.DO_NOT_TRACK === '1' || process.env.DIGPLAN_TELEMETRY === '0';
}

function installId() {
  const f = path.join(DIR, 'id');
  if (fs.existsSync(f)) return { id: fs.readFileSync(f, 'utf8').trim(), first: false };
  fs.mkdirSync(DIR, { recursive: true });
  const id = crypto.randomUUID();
  fs.writeFileSync(f, id);
  return { id, first: true };
}

function bucket(n) { return n < 100 ? '<100' : n < 1000 ? '<1000' : '1000+'; }

function count(command, nAnomalies, version) {
  if (disabled()) return;
  const { id, first } = installId();
  if (first) {
    console.error('digplan sends anonymous usage counts (see TELEMETRY.md). Set DO_NOT_TRACK=1 to turn off. Nothing sent this run.');
    return;
  }
  const body = JSON.stringify({ id, version, command, anomalies: bucket(nAnomalies) });
  const r = https.request({ ...ENDPOINT, method: 'POST', headers: { 'content-type': 'application/json' } });
  r.on('error', () => {}); r.end(body);
}
module.exports = { count };
