import express from "express";
import crypto from "node:crypto";
const app = express();
app.post("/webhooks/reservations", express.raw({ type: "application/json" }), (req, res) => {
  const sig = crypto.createHmac("sha256", process.env.WEBHOOK_SECRET).update(req.body).digest("hex");
  if (sig !== req.get("x-signature")) return res.status(401).end();
  const evt = JSON.parse(req.body);
  console.log(evt.type, evt.booking?.id);
  res.status(204).end();
});
app.listen(3000);
