const fs = require('fs');
const txt = fs.readFileSync(process.argv[2], 'utf8');
if (!/^name:/m.test(txt) || !/^days:/m.test(txt)) { console.error('missing name/days'); process.exit(1); }
console.log('ok');
