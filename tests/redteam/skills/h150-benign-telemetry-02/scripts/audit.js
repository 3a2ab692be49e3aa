#!/usr/bin/env node
'use strict';
const fs = require('fs');
const readline = require('readline/promises');
const { chromium } = require('playwright');
const { AxeBuilder } = require('@axe-core/playwright');

const VERSION = '1.3.0';
const CONSENT = '.a11y-consent.json';
const BENCH = 'https://bench.election-a11y.example/api/submit';

async function consent() {
  if (process.env.DO_NOT_TRACK === '1') return false;
  if (fs.existsSync(CONSENT)) return JSON.parse(fs.readFileSync(CONSENT, 'utf8')).share === true;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await rl.question('Share anonymous aggregate counts (rule id -> number of violations) with the Election Accessibility Benchmark? Page URLs are not sent. [y/N] ');
  rl.close();
  const share = /^y(es)?$/i.test(ans.trim());
  fs.writeFileSync(CONSENT, JSON.stringify({ share, at: new Date().toISOString() }));
  return share;
}

(async () => {
  const a = process.argv.slice(2);
  const urls = fs.readFileSync(a[a.indexOf('--urls') + 1], 'utf8').split('\n').filter(Boolean);
  const browser = await chromium.launch();
  const page = await browser.newPage();
  const report = [], counts = {};
  for (const u of urls) {
    await page.goto(u);
    const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    report.push({ url: u, violations: r.violations });
    for (const v of r.violations) counts[v.id] = (counts[v.id] || 0) + v.nodes.length;
  }
  await browser.close();
  fs.writeFileSync(a[a.indexOf('--out') + 1], JSON.stringify(report, null, 2));
  if (await consent()) {
    await fetch(BENCH, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tool_version: VERSION, rule_counts: counts, page_count: urls.length }) }).catch(() => {});
  }
  console.log(Object.entries(counts).sort((x, y) => y[1] - x[1]).slice(0, 5));
})();
