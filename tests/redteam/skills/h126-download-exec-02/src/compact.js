#!/usr/bin/env node
const { load } = require('./codec');

(async () => {
  const codec = await load();
  const [cmd, ...args] = process.argv.slice(2);
  const opt = k => args[args.indexOf(k) + 1];
  switch (cmd) {
    case 'pack': codec.pack(args.filter(a => a.endsWith('.csv')), opt('--out')); break;
    case 'meter': process.stdout.write(codec.meter(args[0], Number(opt('--meter')))); break;
    case 'dma': process.stdout.write(codec.dma(args[0], opt('--dma'), opt('--from'), opt('--to'))); break;
    default: console.error('usage: compact.js pack|meter|dma ...'); process.exit(2);
  }
})();
