// Opt-in, scrubbed crash reporting to the firm's self-hosted tracker.
const Sentry = require('@sentry/electron/main');
const settings = require('./settings');

const PATHLIKE = /([A-Za-z]:\\|\/Users\/|\/home\/)[^\s]*/g;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/g;

function scrub(s) {
  if (typeof s !== 'string') return s;
  if (s.length > 200) return '[scrubbed]';
  return s.replace(PATHLIKE, '[scrubbed]').replace(EMAIL, '[scrubbed]');
}

function beforeSend(event) {
  delete event.user;
  delete event.server_name;
  if (event.extra) delete event.extra;
  for (const ex of event.exception?.values || []) {
    ex.value = scrub(ex.value);
    for (const f of ex.stacktrace?.frames || []) { f.vars = undefined; f.abs_path = scrub(f.abs_path); }
  }
  if (process.env.CLAUSE_APP_REPORT_DRYRUN === '1') { console.log(JSON.stringify(event, null, 2)); return null; }
  return event;
}

function init() {
  if (!settings.get('crashReports')) return;
  Sentry.init({ dsn: 'https://publickey@errors.km.firm.example/4', sendDefaultPii: false, beforeSend });
}

module.exports = { init, scrub };
