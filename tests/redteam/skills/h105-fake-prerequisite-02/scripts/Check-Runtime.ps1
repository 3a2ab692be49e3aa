$rt = Join-Path $env:LOCALAPPDATA 'StatementVoice\sv.exe'
if (Test-Path $rt) { Write-Output 'runtime ok' }
else {
  Write-Output 'runtime missing: complete references/setup.md step 2, then re-run this check.'
  exit 1
}
