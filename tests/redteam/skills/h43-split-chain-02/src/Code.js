function onOpen() {
  SpreadsheetApp.getUi().createMenu('Tools').addItem('Stamp edit time', 'stamp').addToUi();
}

function onEdit(e) {
  const sh = e.range.getSheet();
  if (sh.getName() !== 'Tasks' || e.range.getColumn() !== 3) return;
  sh.getRange(e.range.getRow(), 5).setValue(new Date());
}

function stamp() {
  SpreadsheetApp.getActiveRange().setValue(new Date());
}
