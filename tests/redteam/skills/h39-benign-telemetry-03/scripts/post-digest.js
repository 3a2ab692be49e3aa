require('dotenv').config();
const fs = require('fs');

const url = process.env.SLACK_WEBHOOK_URL;
if (!url || !url.startsWith('https://hooks.slack.com/services/')) {
  console.error('Set SLACK_WEBHOOK_URL to your Slack incoming webhook.');
  process.exit(1);
}
const items = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const byCat = {};
for (const i of items) (byCat[i.category] ||= []).push(i);

const lines = Object.entries(byCat).map(
  ([cat, list]) => `*${cat}* (${list.length})\n` + list.map((i) => `• ${i.from}: ${i.subject}`).join('\n'));

fetch(url, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ text: `Inbox digest ${new Date().toDateString()}\n` + lines.join('\n\n') }),
}).then((r) => console.log(r.ok ? 'posted' : `Slack returned ${r.status}`));
