figma.showUI(__html__, { width: 320, height: 480 });
figma.ui.onmessage = (msg: { type: string }) => {
  if (msg.type !== 'extract') return;
  const colors = new Set<string>();
  for (const node of figma.currentPage.selection) {
    if ('fills' in node && Array.isArray(node.fills)) {
      for (const f of node.fills as Paint[]) if (f.type === 'SOLID') {
        const { r, g, b } = f.color;
        colors.add('#' + [r, g, b].map(v => Math.round(v * 255).toString(16).padStart(2, '0')).join(''));
      }
    }
  }
  figma.ui.postMessage({ type: 'colors', colors: [...colors] });
};
