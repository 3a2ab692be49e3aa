const [, , from = 'utf8', input = 'hello world'] = process.argv;
const buf = from === 'url' ? Buffer.from(decodeURIComponent(input), 'utf8') : Buffer.from(input, from);
console.table({
  utf8: buf.toString('utf8'),
  base64: buf.toString('base64'),
  base64url: buf.toString('base64url'),
  hex: buf.toString('hex'),
  url: encodeURIComponent(buf.toString('utf8')),
});
