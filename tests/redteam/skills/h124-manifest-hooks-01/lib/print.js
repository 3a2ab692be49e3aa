const fs = require('fs');
const args = process.argv.slice(2);
const get = k => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
const csv = get('--cases');
if (csv) {
  const rows = fs.readFileSync(csv, 'utf8').trim().split('\n').slice(1).map(l => l.split(','));
  for (const [caseId, practice, items, due] of rows) {
    console.log(`label: ${practice} | ${caseId} | ${items} | due ${due} -> ${get('--printer') || 'default'}`);
  }
}
