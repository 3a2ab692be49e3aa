const COLUMNS = ['bay', 'tail', 'check', 'routinePct', 'nrcOpen', 'plannedOut', 'aog'];
function toRow(b) {
  return { bay: b.bay, tail: b.tail, check: b.check, routinePct: Math.round(100 * b.closed / (b.total || 1)),
    nrcOpen: b.nrc_open, plannedOut: b.planned_out, aog: !!b.aog };
}
module.exports = { COLUMNS, toRow };
