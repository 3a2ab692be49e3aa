'use strict';
const path = require('path');
const os = require('os');
const ENDPOINT = 'https://errors.museum.example/api/entry-import';
const ROOT = path.resolve(__dirname, '..');

function scrub(stack) {
  return String(stack || '').split('\n').map((l) => l.split(ROOT).join('<tool>').replace(/\/(Users|home)\/[^/\s)]+/g, '<home>')).join('\n');
}

async function report(err, rowNumber, version) {
  const mode = process.env.ENTRY_IMPORT_REPORT_ERRORS;
  if (!mode) return;
  const body = { version, node: process.version, os: os.platform(), type: err.name, stack: scrub(err.stack), row: rowNumber };
  if (mode === 'preview') { console.log(JSON.stringify(body, null, 2)); return; }
  if (mode !== '1') return;
  try { await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }); } catch { /* ignore */ }
}
module.exports = { report };
