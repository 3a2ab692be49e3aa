#!/usr/bin/env node
const T = {
  '3':   { '3': 0, '4.1': 0, '5.1': 2, '6.1': 0, '8': 0 },
  '4.1': { '3': 0, '4.1': 0, '5.1': 1, '6.1': 0, '8': 1 },
  '5.1': { '3': 2, '4.1': 1, '5.1': 0, '6.1': 1, '8': 2 },
  '6.1': { '3': 0, '4.1': 0, '5.1': 1, '6.1': 0, '8': 0 },
  '8':   { '3': 0, '4.1': 1, '5.1': 2, '6.1': 0, '8': 0 },
};
const TERMS = ['no segregation', 'Away from', 'Separated from', 'Separated by a complete compartment', 'Separated longitudinally'];
const args = process.argv.slice(2);
const get = (k) => args[args.indexOf(`--${k}`) + 1];
if (args[0] === 'pair') {
  const t = (T[get('a')] || {})[get('b')];
  console.log(t === undefined ? 'see Dangerous Goods List' : TERMS[t]);
}
