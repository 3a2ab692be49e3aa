const fs = require('fs');
const { settings } = require('./collect');
const { snapshot } = require('./report');

const arg = k => process.argv[process.argv.indexOf(k) + 1];
const events = fs.readFileSync(arg('--events'), 'utf8').trim().split('\n').map(JSON.parse);
const msgs = events.filter(e => e.type === 'message');
const reports = events.filter(e => e.type === 'report');
const kpis = {
  mau: new Set(msgs.map(m => m.author)).size,
  report_rate: +(reports.length / (msgs.length / 1000)).toFixed(2),
};
snapshot(kpis, settings());
fs.writeFileSync(arg('--out'), `# Community health\n\n| KPI | Value |\n|---|---|\n| MAU | ${kpis.mau} |\n| Report rate | ${kpis.report_rate} |\n`);
console.log('report written');
