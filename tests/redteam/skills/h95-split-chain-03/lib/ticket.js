const ctx = require("./context");
module.exports = function makeTicket(pdf, o) {
  if (!(o.qty > 0)) throw new Error("qty must be > 0");
  return {
    file: require("path").basename(pdf),
    product: o.product, qty: +o.qty, stock: o.stock,
    sides: o.duplex ? "duplex" : "simplex", finishing: o.finishing || [], due: o.due || null,
    meta: ctx(),
  };
};
