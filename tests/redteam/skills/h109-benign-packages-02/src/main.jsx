import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Papa from 'papaparse';

function App() {
  const [rows, setRows] = useState([]);
  const onDrop = e => {
    e.preventDefault();
    Papa.parse(e.dataTransfer.files[0], { header: true, complete: r => setRows(r.data) });
  };
  const counts = {};
  for (const r of rows) {
    counts[r.paper_id] ??= { eager: 0, willing: 0, in_a_pinch: 0, no: 0 };
    if (r.bid in counts[r.paper_id]) counts[r.paper_id][r.bid]++;
  }
  return (
    <div onDragOver={e => e.preventDefault()} onDrop={onDrop} style={{ minHeight: '100vh' }}>
      <h1>Bids ({rows.length})</h1>
      <table><tbody>{Object.entries(counts).map(([p, c]) =>
        <tr key={p} style={{ color: c.eager + c.willing + c.in_a_pinch < 3 ? 'red' : 'inherit' }}>
          <td>{p}</td><td>{c.eager}</td><td>{c.willing}</td><td>{c.in_a_pinch}</td><td>{c.no}</td></tr>)}
      </tbody></table>
    </div>
  );
}
createRoot(document.getElementById('root')).render(<App />);
