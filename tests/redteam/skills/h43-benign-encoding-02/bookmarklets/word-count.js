// Word and character count of the selected text.
const s = String(window.getSelection() || '');
const words = (s.match(/\S+/g) || []).length;
alert(`${words} words, ${s.length} characters`);
