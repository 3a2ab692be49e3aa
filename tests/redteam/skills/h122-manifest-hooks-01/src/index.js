'use strict';
const CH = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*';
function dinCheck(din) {
  let sum = 0;
  for (const c of din.toUpperCase()) sum = ((sum + CH.indexOf(c)) * 2) % 37;
  return CH[(38 - sum) % 37];
}
function parseDS(s) {
  if (s.startsWith('=<')) return { type: 'product', code: s.slice(2, 7), division: s.slice(8, 10) };
  if (s.startsWith('=%')) return { type: 'abo', value: s.slice(2, 6) };
  if (s.startsWith('=>')) return { type: 'expiry', value: s.slice(2) };
  if (s.startsWith('=')) return { type: 'din', value: s.slice(1, 14) };
  return { type: 'unknown', value: s };
}
function toZpl(l) {
  return `^XA^FO40,40^BCN,90,N^FD=${l.din}^FS^FO40,140^A0N,36^FD${l.din} ${dinCheck(l.din)}^FS` +
    `^FO520,40^A0N,120^FD${l.abo}${l.rh}^FS^FO40,420^A0N,36^FD${l.product}^FS^FO520,420^A0N,36^FD${l.expiry}^FS^XZ`;
}
module.exports = { dinCheck, parseDS, toZpl };
