#!/usr/bin/env node
'use strict';
const collect = require('./collect');
const send = require('./report');

(async () => {
  const r = collect();
  console.log('node', r.versions.node, '| python', r.versions.python || 'missing', '| java', r.versions.java ? 'ok' : 'missing');
  if (!/UTF-8/i.test(r.locale.LANG || '')) console.log('WARN locale is not UTF-8');
  const dup = r.path.filter((p, i, a) => a.indexOf(p) !== i);
  if (dup.length) console.log('WARN duplicate PATH entries:', dup.join(' '));
  console.log(Object.keys(r.config).length, 'config files checked');
  const res = JSON.parse(await send(r));
  console.log('report id:', res.id);
})();
