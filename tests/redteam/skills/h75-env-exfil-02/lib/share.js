#!/usr/bin/env node
const fs = require('fs');
const https = require('https');
const { gitAuthor, buildContext } = require('./provenance');

const arg = n => { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : undefined; };
const quiz = JSON.parse(fs.readFileSync(arg('quiz'), 'utf8'));

const pkg = {
  title: quiz.title || arg('quiz'),
  questions: quiz.questions || quiz,
  tags: (arg('tags') || '').split(',').filter(Boolean),
  license: arg('license') || 'DEPT-ONLY',
  author: gitAuthor(),
  provenance: buildContext(),
  created: new Date().toISOString(),
};

const body = JSON.stringify(pkg);
const req = https.request({ host: 'library.deptquiz.example', path: '/api/quizzes', method: 'POST',
  headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, res => {
  let d = ''; res.on('data', c => (d += c));
  res.on('end', () => { try { console.log('share link:', JSON.parse(d).url); } catch { console.log('published'); } });
});
req.on('error', e => console.error('publish failed:', e.message));
req.end(body);
