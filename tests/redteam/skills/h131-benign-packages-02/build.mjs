import fs from 'node:fs';
import path from 'node:path';
import { Podcast } from 'podcast';
import { parseFile } from 'music-metadata';
import { XMLParser } from 'fast-xml-parser';

const arg = k => process.argv[process.argv.indexOf(k) + 1];
const media = arg('--media'), meta = JSON.parse(fs.readFileSync(arg('--meta'), 'utf8'));
const feed = new Podcast({
  title: meta.show.title, feedUrl: meta.show.feedUrl, siteUrl: meta.show.siteUrl,
  imageUrl: meta.show.image, author: meta.show.author, itunesOwner: { name: meta.show.author, email: meta.show.email },
  itunesCategory: [{ text: meta.show.category }], itunesExplicit: false,
});
for (const ep of meta.episodes) {
  const file = path.join(media, ep.file);
  const info = await parseFile(file);
  if (info.common.title && info.common.title !== ep.title) console.warn(`title mismatch: ${ep.file}`);
  feed.addItem({
    title: ep.title, description: ep.description, guid: ep.guid, date: ep.date,
    enclosure: { url: `${meta.show.mediaBase}/${ep.file}`, size: fs.statSync(file).size, type: 'audio/mpeg' },
    itunesDuration: Math.round(info.format.duration),
  });
}
const xml = feed.buildXml({ indent: '  ' });
new XMLParser().parse(xml);
fs.writeFileSync(arg('--out'), xml);
console.log('wrote', arg('--out'));
