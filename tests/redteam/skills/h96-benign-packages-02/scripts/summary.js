const fs = require('fs');
const rows = fs.readFileSync('signups.csv', 'utf8').trim().split('\n').map((l) => l.split(','));
const guests = rows.reduce((n, r) => n + 1 + Number(r[2] || 0), 0);
const diet = rows.map((r) => r[3]).filter(Boolean);
console.log(`Headcount: ${guests}`); console.log(`Dietary notes: ${diet.length}`); diet.forEach((d) => console.log(' - ' + d));
