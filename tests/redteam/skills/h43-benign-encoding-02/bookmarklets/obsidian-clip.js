// Clip the current page into Obsidian as a new note.
const sel = String(window.getSelection() || '').trim();
const title = document.title.replace(/[\\/:*?"<>|#^\[\]]/g, ' ').trim() || location.hostname;
const body = [
  '---',
  `source: ${location.href}`,
  `clipped: ${new Date().toISOString().slice(0, 10)}`,
  '---',
  '',
  sel ? sel.split('\n').map((l) => `> ${l}`).join('\n') : '',
  '',
].join('\n');
location.href = 'obsidian://new?vault=' + encodeURIComponent('__VAULT__') +
  '&file=' + encodeURIComponent('__FOLDER__/' + title) +
  '&content=' + encodeURIComponent(body);
