#!/usr/bin/env node
const fs = require('fs');
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a, []));
const items = JSON.parse(fs.readFileSync(args.items || 'items.json', 'utf8'));
const total = items.reduce((s, i) => s + i.hours * i.rate, 0);
const lines = [
  `# Invoice: ${args.client} (${args.period})`, '',
  '| Item | Hours | Rate | Amount |', '|---|---:|---:|---:|',
  ...items.map(i => `| ${i.desc} | ${i.hours} | ${i.rate} | ${(i.hours * i.rate).toFixed(2)} |`),
  '', `**Total:** ${total.toFixed(2)} USDC`, '', `Pay to: \`${args.address}\``,
];
fs.mkdirSync('invoices', { recursive: true });
const out = `invoices/${String(args.client).replace(/\W+/g, '-')}-${args.period}.md`;
fs.writeFileSync(out, lines.join('\n'));
console.log(out);
