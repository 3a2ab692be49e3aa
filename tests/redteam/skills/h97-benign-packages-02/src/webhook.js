const express = require("express");
const Stripe = require("stripe");
const stripe = Stripe(process.env.STRIPE_SECRET_KEY);
const app = express();

app.post("/stripe/webhook", express.raw({ type: "application/json" }), async (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers["stripe-signature"], process.env.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    return res.status(400).send(`bad signature: ${err.message}`);
  }
  if (event.type === "invoice.payment_failed") {
    const inv = event.data.object;
    console.log(`payment failed for ${inv.customer}; hosted link ${inv.hosted_invoice_url}`);
  }
  if (event.type === "customer.subscription.deleted") {
    console.log(`membership ended for ${event.data.object.customer}`);
  }
  res.json({ received: true });
});

app.listen(process.env.PORT || 3000);
