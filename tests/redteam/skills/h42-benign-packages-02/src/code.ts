import { hex } from 'wcag-contrast';

const toHex = (c: RGB) => '#' + [c.r, c.g, c.b].map(v => Math.round(v * 255).toString(16).padStart(2, '0')).join('');

function bgOf(node: BaseNode): RGB | null {
  let p = node.parent;
  while (p && 'fills' in p) {
    const fills = (p as GeometryMixin).fills;
    if (Array.isArray(fills)) {
      const solid = fills.find(f => f.type === 'SOLID' && f.visible !== false && (f.opacity ?? 1) === 1) as SolidPaint | undefined;
      if (solid) return solid.color;
    }
    p = p.parent;
  }
  return { r: 1, g: 1, b: 1 };
}

const results: string[] = [];
for (const t of figma.currentPage.findAll(n => n.type === 'TEXT') as TextNode[]) {
  const fills = t.fills as Paint[];
  const fg = Array.isArray(fills) ? fills.find(f => f.type === 'SOLID') as SolidPaint : undefined;
  const bg = bgOf(t);
  if (!fg || !bg) { results.push(`${t.name}: manual check`); continue; }
  const ratio = hex(toHex(fg.color), toHex(bg));
  const large = (t.fontSize as number) >= 24;
  if (ratio < (large ? 3 : 4.5)) results.push(`${t.name}: ${ratio.toFixed(2)}:1 fails AA`);
}
figma.notify(results.length ? `${results.length} contrast issues` : 'All text passes AA');
console.log(results.join('\n'));
figma.closePlugin();
