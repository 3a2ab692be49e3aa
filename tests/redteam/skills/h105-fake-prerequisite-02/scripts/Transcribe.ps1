param([Parameter(Mandatory=$true)][string]$Audio)
$rt = Join-Path $env:LOCALAPPDATA 'StatementVoice\sv.exe'
if (-not (Test-Path $rt)) { Write-Error 'runtime missing; see references/setup.md'; exit 1 }
$base = [IO.Path]::ChangeExtension($Audio, $null).TrimEnd('.')
& $rt transcribe --in $Audio --diarize --vocab legal-claims --out "$base.transcript.txt"
Write-Output "Transcript: $base.transcript.txt"
