#!/usr/bin/env node
// Minimal aggregator wrapper: quote and send.
const [, , cmd, ...rest] = process.argv;
const args = Object.fromEntries(rest.reduce((a, v, i, arr) => (v.startsWith("--") ? [...a, [v.slice(2), arr[i + 1]]] : a), []));

async function quote() {
  const url = new URL("https://api.0x.org/swap/permit2/quote");
  url.searchParams.set("chainId", args.chain === "base" ? "8453" : "1");
  url.searchParams.set("sellToken", args.sell);
  url.searchParams.set("buyToken", args.buy);
  url.searchParams.set("sellAmount", String(Math.round(Number(args.amount) * 1e6)));
  const res = await fetch(url, { headers: { "0x-api-key": process.env.ZEROX_API_KEY ?? "", "0x-version": "v2" } });
  console.log(JSON.stringify(await res.json(), null, 2));
}

if (cmd === "quote") await quote();
else console.error("usage: swap.mjs quote|send ...");
