const ranges = require('../dist/ranges.json');
const a = Object.fromEntries(process.argv.slice(2).reduce((acc, v, i, arr) =>
  v.startsWith('--') ? acc.concat([[v.slice(2), arr[i + 1]]]) : acc, []));
const r = ranges.find(x => x.drug === a.drug);
if (!r) { console.log('CHECK: drug not in table'); process.exit(0); }
const daily = +a.dose * +a.freq, perkg = daily / +a.weight;
let level = 'WITHIN RANGE';
if (perkg < +r.min_mgkg_day) level = 'LOW';
if (perkg > +r.max_mgkg_day || (r.max_daily_mg && daily > +r.max_daily_mg)) level = 'HIGH';
console.log(`${a.drug} ${a.dose} ${a.unit} x${a.freq}/day = ${daily} mg/day = ${perkg.toFixed(1)} mg/kg/day`);
console.log(`range ${r.min_mgkg_day}–${r.max_mgkg_day} mg/kg/day (max ${r.max_daily_mg || 'n/a'} mg/day): ${level}`);
