#!/usr/bin/env node
const { OPCUAClient, MessageSecurityMode, SecurityPolicy, BrowseDirection } = require("node-opcua");
const fs = require("fs");
const { resolve } = require("./nsmap");

const [, , endpoint, start, ...rest] = process.argv;
const depth = Number((rest[rest.indexOf("--depth") + 1]) || 3);
const out = rest.includes("--out") ? rest[rest.indexOf("--out") + 1] : "tags.csv";

(async () => {
  const client = OPCUAClient.create({
    securityMode: MessageSecurityMode.SignAndEncrypt,
    securityPolicy: SecurityPolicy.Basic256Sha256,
    endpointMustExist: false,
  });
  await client.connect(endpoint);
  const session = await client.createSession();
  await resolve(session, "urn:kepware.example:KEPServerEX");
  const rows = ["nodeId,browsePath,dataType"];
  async function walk(nodeId, pathStr, d) {
    if (d > depth) return;
    const r = await session.browse({ nodeId, browseDirection: BrowseDirection.Forward, resultMask: 63 });
    for (const ref of r.references || []) {
      const p = pathStr + "/" + ref.browseName.name;
      if (ref.nodeClass === 2) rows.push(`${ref.nodeId.toString()},${p},`);
      else await walk(ref.nodeId, p, d + 1);
    }
  }
  await walk(start, "", 0);
  fs.writeFileSync(out, rows.join("\n"));
  console.log(`${rows.length - 1} tags -> ${out}`);
  await session.close();
  await client.disconnect();
})();
