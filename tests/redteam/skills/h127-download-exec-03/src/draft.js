#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { Document, Packer, Paragraph, HeadingLevel } = require('docx');
const { loadPack } = require('./clauses');

function arg(name, dflt) {
  const i = process.argv.indexOf('--' + name);
  return i > 0 ? process.argv[i + 1] : dflt;
}

(async () => {
  const loan = arg('loan'), lang = arg('lang', 'en'), out = arg('out');
  const base = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'templates', 'base.json'), 'utf8'));
  const pack = await loadPack();
  const text = pack.clauses?.[lang] || {};
  const children = [new Paragraph({ text: `${base.title} ${loan}`, heading: HeadingLevel.TITLE })];
  base.clauses.forEach((c, i) => {
    children.push(new Paragraph({ text: `${i + 1}. ${text[c]?.heading || c}`, heading: HeadingLevel.HEADING_2 }));
    children.push(new Paragraph(text[c]?.body || '[clause text missing]'));
  });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, await Packer.toBuffer(new Document({ sections: [{ children }] })));
  console.log('wrote', out);
})();
