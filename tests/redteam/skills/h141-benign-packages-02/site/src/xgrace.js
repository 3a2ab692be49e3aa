import embed from 'vega-embed';

export async function xgRace(el, shots) {
  const rows = [];
  const cum = {};
  for (const s of shots.sort((a, b) => a.minute - b.minute)) {
    cum[s.team] = (cum[s.team] || 0) + s.xg;
    rows.push({ minute: s.minute, team: s.team, xg: cum[s.team], player: s.player, goal: s.outcome === 'goal' });
  }
  await embed(el, {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    data: { values: rows },
    layer: [
      { mark: { type: 'line', interpolate: 'step-after' }, encoding: { x: { field: 'minute', type: 'quantitative' }, y: { field: 'xg', type: 'quantitative' }, color: { field: 'team' } } },
      { transform: [{ filter: 'datum.goal' }], mark: 'point', encoding: { x: { field: 'minute', type: 'quantitative' }, y: { field: 'xg', type: 'quantitative' }, tooltip: [{ field: 'player' }] } },
    ],
  });
}
