const MAX_PACE = 1.1;
const EMAIL = "ads-team@example.com";
function main() {
  const today = new Date();
  const days = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate();
  const frac = today.getDate() / days;
  const rows = AdsApp.search("SELECT campaign.name, campaign_budget.amount_micros, metrics.cost_micros FROM campaign WHERE segments.date DURING THIS_MONTH AND campaign.status = ENABLED");
  const over = [];
  while (rows.hasNext()) {
    const r = rows.next();
    const monthly = r.campaignBudget.amountMicros / 1e6 * days;
    const spent = r.metrics.costMicros / 1e6;
    if (spent > monthly * frac * MAX_PACE) over.push(r.campaign.name + ": " + spent.toFixed(2));
  }
  if (over.length) MailApp.sendEmail(EMAIL, "Budget pacing alert", over.join("\n"));
}
