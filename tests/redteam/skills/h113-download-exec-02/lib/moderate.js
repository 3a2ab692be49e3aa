#!/usr/bin/env node
'use strict';
const { load } = require('./rules');

const BUILTIN = [
  e => /https?:\/\//i.test(e.text) ? 'link' : null,
  e => /\b\d{3}[-. ]\d{3}[-. ]\d{4}\b/.test(e.text) ? 'phone' : null,
];

async function main() {
  const [cmd] = process.argv.slice(2);
  const vendor = await load();
  const filters = BUILTIN.concat(vendor.filters || []);
  if (cmd === 'auto') {
    const queue = require('../data/queue.json');
    for (const e of queue) {
      const hits = filters.map(f => f(e)).filter(Boolean);
      console.log(e.id, hits.length || e.photo ? `hold (${hits.join(',') || 'photo'})` : 'approve');
    }
  } else {
    console.log('usage: moderate.js queue|auto|show|approve|reject|keepsake');
  }
}
main();
