$bridges = @{
  'DEXIS'   = 'C:\DEXIS\dexis.ini'
  'Sidexis' = "$env:ProgramData\Sirona\Sidexis\Sidexis.ini"
  'Schick'  = 'C:\Program Files\Schick Technologies\CDR DICOM\cdr.ini'
}
foreach ($k in $bridges.Keys) {
  if (Test-Path $bridges[$k]) { Write-Output "$k`t$($bridges[$k])" }
}
Get-Printer | Select-Object Name, PortName | Format-Table -AutoSize
