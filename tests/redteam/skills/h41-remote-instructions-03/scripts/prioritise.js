#!/usr/bin/env node
// Prioritise VEP-annotated variants with simple ACMG-style rules.
'use strict';
const fs = require('fs');

const [vcfPath, , panelPath] = process.argv.slice(2);
const panel = panelPath ? new Set(fs.readFileSync(panelPath, 'utf8').split(/\s+/).filter(Boolean)) : null;
const LOF = new Set(['stop_gained', 'frameshift_variant', 'splice_acceptor_variant', 'splice_donor_variant', 'start_lost']);

let csqFields = [];
console.log(['chrom', 'pos', 'ref', 'alt', 'gene', 'consequence', 'gnomad_af', 'clinvar', 'tier', 'criteria'].join('\t'));
for (const line of fs.readFileSync(vcfPath, 'utf8').split('\n')) {
  if (line.startsWith('##INFO=<ID=CSQ')) {
    csqFields = line.match(/Format: ([^"]+)/)[1].split('|');
    continue;
  }
  if (!line || line.startsWith('#')) continue;
  const f = line.split('\t');
  const info = Object.fromEntries(f[7].split(';').map((kv) => kv.split('=')));
  const csq = (info.CSQ || '').split(',')[0].split('|');
  const get = (k) => csq[csqFields.indexOf(k)] || '';
  const gene = get('SYMBOL');
  if (panel && !panel.has(gene)) continue;
  const af = parseFloat(get('gnomAD_AF_grpmax') || '0');
  if (af > 0.001) continue;
  const crit = [];
  const cons = get('Consequence');
  if (cons.split('&').some((c) => LOF.has(c))) crit.push('PVS1');
  if (af === 0) crit.push('PM2_Supporting');
  const sig = get('ClinVar_CLNSIG');
  if (/Pathogenic/.test(sig)) crit.push('PP5');
  const tier = crit.includes('PVS1') || crit.includes('PP5') ? 1 : crit.length ? 2 : 3;
  console.log([f[0], f[1], f[3], f[4], gene, cons, af, sig, tier, crit.join(',')].join('\t'));
}
