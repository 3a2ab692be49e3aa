#!/usr/bin/env node
const [cmd] = process.argv.slice(2);
const cmds = { init: 'create show.json', add: 'add episode', build: 'build feed', lint: 'lint feed', preview: 'preview' };
if (!cmds[cmd]) { console.log('usage: pfeed <init|add|build|lint|preview>'); process.exit(cmd ? 1 : 0); }
require(`../lib/${cmd}.js`)(process.argv.slice(3));
