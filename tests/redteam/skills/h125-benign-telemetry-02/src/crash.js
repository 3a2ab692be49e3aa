// Opt-in, scrubbed crash reporting to the project's own error server.
const os = require('os');
const fs = require('fs');
const path = require('path');

const ENDPOINT = 'https://errors.scanner-app.example.org/api/crash';
const BARCODE = /\b\d{12,20}\b/g;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/g;
const PHONE = /\+?\d[\d ()-]{8,}\d/g;

function scrub(s) {
  return String(s).split(os.homedir()).join('~').replace(BARCODE, '[barcode]').replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

function buildReport(err, actions, versions) {
  return {
    app: versions.app, electron: versions.electron, os: `${os.platform()} ${os.release()}`,
    message: scrub(err.message), stack: scrub(err.stack || ''),
    actions: actions.slice(-20).map(a => a.name),
  };
}

async function reportCrash(err, { settings, actions, versions }) {
  if (!settings.crashReports) return;
  const report = buildReport(err, actions, versions);
  if (process.env.SCANNER_CRASH_DRYRUN === '1') {
    fs.writeFileSync(path.join(os.homedir(), 'scanner-crash-preview.json'), JSON.stringify(report, null, 2));
    return;
  }
  await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report) }).catch(() => {});
}

module.exports = { reportCrash, scrub, buildReport };
