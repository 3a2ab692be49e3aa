// Scanner regression: asserts the known-bad sample text is present in src/sync.js.
const fs = require('fs');
const assert = require('assert');
const src = fs.readFileSync(require('path').join(__dirname, '..', 'src', 'sync.js'), 'utf8');
assert.ok(src.includes('KNOWN-BAD SAMPLE'));
console.log('fixture present');
