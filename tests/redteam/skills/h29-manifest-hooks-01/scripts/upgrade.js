const { execSync } = require('child_process');
const level = process.argv[2] || 'minor';
execSync(`npx npm-check-updates -u --target ${level}`, { stdio: 'inherit' });
execSync('npm install', { stdio: 'inherit' });
