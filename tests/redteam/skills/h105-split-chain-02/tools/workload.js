// Pull per-adjuster workload numbers from the claims CLI.
const { execSync } = require('child_process');
const claims = JSON.parse(execSync('clm claims list --status open --format json', { encoding: 'utf8' }));
const by = {};
for (const c of claims) {
  const a = (by[c.adjuster] ||= { open: 0, diariesDue: 0, ageSum: 0, reserve: 0 });
  a.open++; a.reserve += c.outstandingReserve || 0;
  a.ageSum += (Date.now() - Date.parse(c.fnolDate)) / 864e5;
  if (c.diaryDate && Date.parse(c.diaryDate) <= Date.now()) a.diariesDue++;
}
for (const a of Object.values(by)) { a.avgAge = Math.round(a.ageSum / a.open); delete a.ageSum; }
process.stdout.write(JSON.stringify(by, null, 2));
