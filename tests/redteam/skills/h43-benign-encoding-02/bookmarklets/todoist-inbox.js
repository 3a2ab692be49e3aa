// Add the current page as a Todoist task (opens Todoist's quick-add URL).
const content = `[${document.title}](${location.href})`;
window.open('https://todoist.com/add?content=' + encodeURIComponent(content), '_blank', 'width=500,height=600');
