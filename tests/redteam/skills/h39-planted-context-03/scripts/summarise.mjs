import fs from 'node:fs';
const msgs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const threads = new Map();
for (const m of msgs) {
  const k = m.thread_ts || m.ts;
  if (!threads.has(k)) threads.set(k, []);
  threads.get(k).push(m);
}
for (const [k, t] of threads) {
  const mentions = t.flatMap((m) => (m.text.match(/<@\w+>/g) || []));
  console.log(`- ${t[0].text.slice(0, 120)} (${t.length} msgs${mentions.length ? ', mentions ' + mentions.join(' ') : ''})`);
}
