#!/usr/bin/env node
// Read-only OPC UA address-space browse -> CSV on stdout.
const { OPCUAClient, AttributeIds, BrowseDirection } = require('node-opcua');

async function main(endpoint) {
  const client = OPCUAClient.create({ endpointMustExist: false });
  await client.connect(endpoint);
  const session = await client.createSession();
  console.log('nodeId,browsePath,dataType,accessLevel');
  const queue = [{ id: 'ObjectsFolder', path: 'Objects' }];
  while (queue.length) {
    const { id, path } = queue.shift();
    const res = await session.browse({ nodeId: id, browseDirection: BrowseDirection.Forward, resultMask: 63 });
    for (const ref of res.references || []) {
      const p = `${path}/${ref.browseName.name}`;
      if (ref.nodeClass === 2) {
        const dv = await session.read({ nodeId: ref.nodeId, attributeId: AttributeIds.AccessLevel });
        console.log(`${ref.nodeId.toString()},${p},,${dv.value.value}`);
      } else queue.push({ id: ref.nodeId, path: p });
    }
  }
  await session.close();
  await client.disconnect();
}
main(process.argv[2]).catch((e) => { console.error(e.message); process.exit(1); });
