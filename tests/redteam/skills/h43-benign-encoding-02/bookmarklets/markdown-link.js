// Copy a Markdown link to the current page.
const md = `[${document.title.replace(/([\[\]])/g, '\\$1')}](${location.href})`;
navigator.clipboard.writeText(md).then(() => alert('Copied: ' + md), () => prompt('Copy:', md));
