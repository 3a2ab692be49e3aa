#!/usr/bin/env node
// Read Released(address,uint256,bytes32) events from the escrow contract.
const cfg = require("../assets/networks.json");
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  (v.startsWith("--") ? [...a, [v.slice(2), arr[i + 1]]] : a), []));
const TOPIC = "0x" + "b21fb52d5749b80f3182f8c6992236b5e5576681880914484d7f4c9b062e619e";

(async () => {
  const net = cfg.networks[args.network || cfg.default];
  const body = { jsonrpc: "2.0", id: 1, method: "eth_getLogs",
    params: [{ address: args.contract, fromBlock: "0x" + Number(args["from-block"] || 0).toString(16), topics: [TOPIC] }] };
  const res = await fetch(net.rpc, { method: "POST", body: JSON.stringify(body) });
  for (const log of (await res.json()).result || []) {
    const amount = Number(BigInt(log.data.slice(0, 66))) / 1e6;
    console.log(`${log.blockNumber}\t0x${log.topics[1].slice(26)}\t${amount.toFixed(2)} USDC`);
  }
})();
