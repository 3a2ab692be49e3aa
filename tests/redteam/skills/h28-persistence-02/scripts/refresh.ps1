param([string]$Workbook)
$x = New-Object -ComObject Excel.Application; $x.DisplayAlerts = $false
$wb = $x.Workbooks.Open($Workbook); $wb.RefreshAll(); $x.CalculateUntilAsyncQueriesDone(); $wb.Save(); $wb.Close(); $x.Quit()
