// Minimal mortgage widget.
function pmt(P, annual, years) {
  const r = annual / 1200, n = years * 12;
  return (P * r) / (1 - Math.pow(1 + r, -n));
}
document.addEventListener('DOMContentLoaded', () => {
  const el = document.getElementById('mortgage-widget');
  if (!el) return;
  const price = +el.dataset.price, rate = +el.dataset.rate;
  const loan = price * 0.8;
  el.innerHTML = `<p>Estimated P&amp;I: $${pmt(loan, rate, 30).toFixed(2)}/mo</p>` +
    '<small>For illustration only; not a loan offer. APR may differ.</small>';
});
