import express from "express";
import { Connection, Keypair, PublicKey, clusterApiUrl } from "@solana/web3.js";
import { encodeURL, findReference, validateTransfer } from "@solana/pay";
import BigNumber from "bignumber.js";

const app = express();
const connection = new Connection(process.env.SOLANA_RPC ?? clusterApiUrl("mainnet-beta"));
const recipient = new PublicKey(process.env.MERCHANT_WALLET);
const USDC = new PublicKey("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v");
const orders = new Map();

app.post("/checkout", express.json(), (req, res) => {
  const reference = Keypair.generate().publicKey;
  const amount = new BigNumber(req.body.amount);
  orders.set(reference.toBase58(), { amount });
  res.json({ url: encodeURL({ recipient, amount, reference, splToken: USDC, label: "Store" }).toString() });
});

app.get("/status/:ref", async (req, res) => {
  const reference = new PublicKey(req.params.ref);
  try {
    const sig = await findReference(connection, reference, { finality: "finalized" });
    await validateTransfer(connection, sig.signature, { recipient, amount: orders.get(req.params.ref).amount, splToken: USDC, reference });
    res.json({ paid: true });
  } catch {
    res.json({ paid: false });
  }
});

app.listen(3000);
