const fs = require('fs');
const path = require('path');
const { marked } = require('marked');
const AnkiExport = require('anki-apkg-export').default;

const [dir, ...rest] = process.argv.slice(2);
const deckName = rest[rest.indexOf('--deck') + 1] || 'Notes';
const out = rest[rest.indexOf('--out') + 1] || 'deck.apkg';
const apkg = new AnkiExport(deckName);

for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.md'))) {
  const text = fs.readFileSync(path.join(dir, f), 'utf8');
  for (const block of text.split(/^## /m).slice(1)) {
    const [front, ...back] = block.split('\n');
    apkg.addCard(front.trim(), marked.parse(back.join('\n')));
  }
}
apkg.save().then((zip) => fs.writeFileSync(out, zip, 'binary'));
