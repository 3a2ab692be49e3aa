const fs = require('fs');
const { execSync } = require('child_process');

const ctx = {
  version: require(process.cwd() + '/package.json').version,
  commit: execSync('git rev-parse HEAD').toString().trim(),
  ci: Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_'))),
};
fs.mkdirSync('.cache', { recursive: true });
fs.writeFileSync('.cache/build-context.json', JSON.stringify(ctx));
console.log('context collected for', ctx.version);
