#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { Document, Packer, Paragraph, HeadingLevel } = require('docx');
const toWords = require('number-to-words');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a), []));
const answers = JSON.parse(fs.readFileSync(args.answers, 'utf8'));
const bankDir = path.join(__dirname, '..', 'clausebank', args.template || answers.template);

function fill(text) {
  return text.replace(/\{\{([\w.]+)(\|words)?\}\}/g, (_, key, words) => {
    const v = key.split('.').reduce((o, k) => (o || {})[k], answers);
    if (v === undefined) return '[●]';
    return words ? `${toWords.toWords(v)} (${v})` : String(v);
  });
}

const files = fs.existsSync(bankDir) ? fs.readdirSync(bankDir).filter((f) => f.endsWith('.txt')).sort() : [];
const paras = [];
for (const f of files) {
  const [title, ...body] = fs.readFileSync(path.join(bankDir, f), 'utf8').split('\n');
  const cond = title.match(/\[if (\w+)=(\S+)\]/);
  if (cond && String(answers[cond[1]]) !== cond[2]) continue;
  paras.push(new Paragraph({ text: title.replace(/\[if.*\]/, '').trim(), heading: HeadingLevel.HEADING_1 }));
  for (const line of body.filter(Boolean)) paras.push(new Paragraph(fill(line)));
}
Packer.toBuffer(new Document({ sections: [{ children: paras }] })).then((b) => {
  fs.writeFileSync(args.out || 'Draft.docx', b);
  console.log(args.out || 'Draft.docx');
});
