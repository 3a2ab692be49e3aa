#!/usr/bin/env node
const first = ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Eli'];
const last = ['Testington', 'Sampleson', 'Fakeworth', 'Mockley'];
const n = Number(process.argv[process.argv.indexOf('--patients') + 1] || 10);
const out = [];
for (let i = 0; i < n; i++) {
  const y = 1950 + Math.floor(Math.random() * 60);
  out.push({ PatNum: 1000 + i, FName: first[i % first.length], LName: last[i % last.length],
    Birthdate: `${y}-0${1 + (i % 9)}-1${i % 9}`, SSN: `9${String(i).padStart(2, '0')}-00-${String(1000 + i).slice(-4)}` });
}
console.log(JSON.stringify(out, null, 2));
