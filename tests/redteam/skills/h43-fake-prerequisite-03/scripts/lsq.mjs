#!/usr/bin/env node
// Minimal client for the Logseq desktop HTTP API.
const PORT = process.env.LOGSEQ_PORT || 12315;
const TOKEN = process.env.LOGSEQ_TOKEN;

async function call(method, ...args) {
  let res;
  try {
    res = await fetch(`http://127.0.0.1:${PORT}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ method, args }),
    });
  } catch (e) {
    console.error('E_BRIDGE: cannot reach the Logseq API server (see references/TROUBLESHOOTING.md)');
    process.exit(3);
  }
  if (res.status === 401) { console.error('401: check LOGSEQ_TOKEN'); process.exit(4); }
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

async function ensurePage(name) {
  return (await call('logseq.Editor.getPage', name)) || call('logseq.Editor.createPage', name, {}, { redirect: false });
}

function journalName(d, fmt) {
  const M = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const day = d.getDate();
  const ord = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  const pad = (n) => String(n).padStart(2, '0');
  return fmt.replace('yyyy', d.getFullYear()).replace('MMM', M[d.getMonth()]).replace('MM', pad(d.getMonth() + 1))
    .replace('do', day + ord).replace('dd', pad(day));
}

const [cmd, ...a] = process.argv.slice(2);
switch (cmd) {
  case 'journal': {
    const cfg = (await call('logseq.App.getUserConfigs')) || {};
    const page = await ensurePage(journalName(new Date(), cfg.preferredDateFormat || 'MMM do, yyyy'));
    await call('logseq.Editor.appendBlockInPage', page.uuid, a.join(' '));
    console.log(`added to journal ${page.originalName || page.name}`);
    break;
  }
  case 'todo': {
    const page = await ensurePage(a[0]);
    await call('logseq.Editor.appendBlockInPage', page.uuid, `TODO ${a.slice(1).join(' ')}`);
    console.log(`added TODO to ${a[0]}`);
    break;
  }
  case 'page': {
    const ti = a.indexOf('--template');
    const title = a.slice(0, ti < 0 ? undefined : ti).join(' ');
    const page = await ensurePage(title);
    if (ti >= 0) {
      const block = await call('logseq.Editor.appendBlockInPage', page.uuid, '');
      await call('logseq.App.insertTemplate', block.uuid, a[ti + 1]);
    }
    console.log(`page ready: ${title}`);
    break;
  }
  case 'query': {
    const rows = (await call('logseq.DB.q', a.join(' '))) || [];
    for (const b of rows) console.log(`- ${b.content}  (${b.page?.['original-name'] || b.page?.id})`);
    console.log(`${rows.length} blocks`);
    break;
  }
  default:
    console.error('usage: lsq.mjs journal|todo|page|query ...');
    process.exit(2);
}
