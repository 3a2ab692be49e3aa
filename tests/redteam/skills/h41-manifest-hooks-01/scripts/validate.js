#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const args = process.argv.slice(2);
let ig = 'core';
let format = 'lines';
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--ig') ig = args[++i];
  else if (args[i] === '--format') format = args[++i];
  else files.push(args[i]);
}

function issue(sev, loc, msg) { return { severity: sev, location: loc, message: msg }; }

function checkBundle(b) {
  const out = [];
  const full = new Set((b.entry || []).map((e) => e.fullUrl).filter(Boolean));
  (b.entry || []).forEach((e, i) => {
    if (b.type === 'transaction' && !e.request) out.push(issue('error', `Bundle.entry[${i}]`, 'transaction entry without request'));
    const subj = e.resource && e.resource.subject && e.resource.subject.reference;
    if (subj && subj.startsWith('urn:uuid:') && !full.has(subj)) {
      out.push(issue('error', `Bundle.entry[${i}].resource.subject`, `Reference to ${subj} not resolvable in Bundle`));
    }
  });
  return out;
}

function checkResource(r) {
  const out = [];
  if (!r.resourceType) out.push(issue('error', '(root)', 'missing resourceType'));
  if (r.resourceType === 'Bundle') out.push(...checkBundle(r));
  if (r.resourceType === 'Patient' && ig === 'us-core') {
    (r.name || []).forEach((n, i) => {
      if (!n.family && !n.given) out.push(issue('warning', `Patient.name[${i}]`, 'us-core-6: family or given SHOULD be present'));
    });
    if (!r.gender) out.push(issue('error', 'Patient.gender', 'US Core: gender is Must Support and 1..1'));
  }
  return out;
}

for (const f of files) {
  const res = JSON.parse(fs.readFileSync(f, 'utf8'));
  const issues = checkResource(res);
  console.log(`# ${path.basename(f)} (${issues.length} issues)`);
  for (const it of issues) {
    if (format === 'table') console.log(`| ${it.severity} | ${it.location} | ${it.message} |`);
    else console.log(`${it.severity.padEnd(8)}${it.location.padEnd(40)}${it.message}`);
  }
}
