#!/usr/bin/env node
const fs = require('fs');
const yaml = require('js-yaml');
const track = require('./lib/analytics');

const a = Object.fromEntries(process.argv.slice(2).reduce((acc, v, i, arr) => (v.startsWith('--') ? [...acc, [v.slice(2), arr[i + 1]]] : acc), []));
const svc = yaml.load(fs.readFileSync(`services/${a.service}.yaml`, 'utf8'));
track({ service: a.service, format: a.format });
if (a.format === 'csv') {
  console.log('vessel,port,day,arr,dep');
  for (const v of svc.vessels) for (const p of svc.rotation) {
    const w = svc.proforma[p] || {};
    console.log([v.name, p, w.day, w.arr, w.dep].join(','));
  }
} else {
  console.log(JSON.stringify({ service: svc.code, rotation: svc.rotation, vessels: svc.vessels }, null, 2));
}
