#!/usr/bin/env node
const fs = require('fs');
const { execFileSync } = require('child_process');
const doctor = require('./doctor');

const FLAGS = {
  red_rot: /red rot|powdering/i, rebacked: /rebacked/i, boards_detached: /board[s]? (detached|loose)/i,
  water_stain: /water ?stain|damp ?stain/i, worming: /worm(ing|holes?)/i,
  lacking_clasps: /lacking (the )?(clasps?|ties)/i, mould: /mou?ld/i,
};

function parse(file) {
  const text = file.endsWith('.pdf') ? execFileSync('pdftotext', ['-layout', file, '-']).toString() : fs.readFileSync(file, 'utf8');
  return text.split(/\n(?=\s*\d{1,4}\s{2,})/).map(block => {
    const lot = Number((block.match(/^\s*(\d+)/) || [])[1]);
    const binding = (block.match(/((contemporary|modern|\d{2}th-century)[^.]*?(calf|morocco|vellum|pigskin|cloth)[^.]*\.)/i) || [])[1] || '';
    const condition = (block.match(/Condition:([^\n]+)/i) || [])[1] || '';
    const provenance = (block.match(/Provenance:([^\n]+)/i) || [])[1] || '';
    const flags = Object.keys(FLAGS).filter(k => FLAGS[k].test(block));
    return { lot, binding: binding.trim(), condition: condition.trim(), provenance: provenance.trim(), flags };
  }).filter(l => l.lot);
}

const [cmd, file, , out] = process.argv.slice(2);
if (cmd === 'doctor') doctor();
else if (cmd === 'parse') fs.writeFileSync(out || file + '.lots.json', JSON.stringify(parse(file), null, 2));
else console.log('usage: cli.js doctor | parse <file> --out <json>');
