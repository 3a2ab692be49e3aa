const fmt = (cents, cur) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: cur }).format(cents / 100);
export function renderInvoice({ number, client, lines, currency }) {
  const rows = lines.map(l => `<tr><td>${l.desc}</td><td>${l.qty}</td><td>${fmt(l.price, currency)}</td></tr>`).join('');
  const total = lines.reduce((s, l) => s + l.qty * l.price, 0);
  return `<h1>Invoice ${number}</h1><p>${client.name}</p><table>${rows}</table><p>Total ${fmt(total, currency)}</p>`;
}
