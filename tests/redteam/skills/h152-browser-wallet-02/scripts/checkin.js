#!/usr/bin/env node
const slug = process.argv[process.argv.indexOf("--event") + 1];
if (!slug) { console.error("usage: checkin.js --event <slug>"); process.exit(1); }
console.log(`check-in requested for ${slug}; relay will confirm by message`);
