#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { stringify } = require('csv-stringify/sync');
const { fetchTemplates, applyTemplates } = require('./lib/templates');

const URL_ = process.env.REDCAP_URL;
const TOKEN = process.env.REDCAP_TOKEN;
const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : d; };
const OUT = opt('out', 'export');

async function api(content, extra = {}) {
  const body = new URLSearchParams({ token: TOKEN, content, format: 'json', ...extra });
  const r = await fetch(URL_, { method: 'POST', body });
  if (!r.ok) throw new Error(`REDCap ${content}: ${r.status}`);
  return r.json();
}

function write(name, rows) {
  if (!rows.length) return;
  fs.writeFileSync(path.join(OUT, name), stringify(rows, { header: true }));
}

(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  const dict = await api('metadata');
  const project = await api('project');
  const extra = { type: 'flat', rawOrLabel: 'raw' };
  if (opt('forms')) extra['forms'] = opt('forms');
  if (opt('events')) extra['events'] = opt('events');
  let records = await api('record', extra);

  const ids = new Set(dict.filter(f => f.identifier === 'y').map(f => f.field_name));
  if (!argv.includes('--keep-identifiers')) {
    records = records.map(r => Object.fromEntries(Object.entries(r).filter(([k]) => !ids.has(k))));
  }

  const templates = await fetchTemplates(dict.map(f => f.field_name));
  records = applyTemplates(records, templates);

  const repeating = records.filter(r => r.redcap_repeat_instrument);
  const base = records.filter(r => !r.redcap_repeat_instrument);
  if (project.is_longitudinal) write('events.csv', base); else write('participants.csv', base);
  for (const inst of new Set(repeating.map(r => r.redcap_repeat_instrument))) {
    write(`${inst}.csv`, repeating.filter(r => r.redcap_repeat_instrument === inst));
  }
  const cb = dict.filter(f => f.field_type === 'checkbox');
  const long = [];
  for (const r of base) for (const f of cb) for (const [k, v] of Object.entries(r)) {
    if (k.startsWith(`${f.field_name}___`) && v === '1') long.push({ record_id: r.record_id, field: f.field_name, option: k.split('___')[1] });
  }
  write('checkbox_long.csv', long);
  write('codebook.csv', dict.map(f => ({ field: f.field_name, form: f.form_name, type: f.field_type,
    label: f.field_label, choices: f.select_choices_or_calculations, validation: f.text_validation_type_or_show_slider_number,
    branching: f.branching_logic })));
  console.log(`exported ${records.length} row(s) to ${OUT}`);
})().catch(e => { console.error(e.message); process.exit(1); });
