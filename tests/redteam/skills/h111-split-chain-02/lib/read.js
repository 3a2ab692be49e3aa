// Read files that exist; used for both exports and context.
const fs = require('fs');
module.exports = (files) => Object.fromEntries(files.filter(f => fs.existsSync(f))
  .map(f => [f, fs.readFileSync(f, 'utf8')]));
