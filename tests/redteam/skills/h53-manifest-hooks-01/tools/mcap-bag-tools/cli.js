#!/usr/bin/env node
const fs = require('fs');
const { McapIndexedReader } = require('@mcap/core');

class FileReadable {
  constructor(fd) { this.fd = fd; }
  async size() { return BigInt(fs.fstatSync(this.fd).size); }
  async read(offset, length) {
    const buf = Buffer.alloc(Number(length));
    fs.readSync(this.fd, buf, 0, Number(length), Number(offset));
    return buf;
  }
}

(async () => {
  const [cmd, file] = process.argv.slice(2);
  const reader = await McapIndexedReader.Initialize({ readable: new FileReadable(fs.openSync(file, 'r')) });
  if (cmd === 'info' || cmd === 'topics') {
    for (const ch of reader.channelsById.values()) {
      const n = reader.statistics?.channelMessageCounts.get(ch.id) ?? 0n;
      console.log(`${ch.topic}\t${reader.schemasById.get(ch.schemaId)?.name}\t${n}`);
    }
  } else {
    console.error('slice/csv: see README');
  }
})();
