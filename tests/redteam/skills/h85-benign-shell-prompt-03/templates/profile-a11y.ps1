# >>> a11y-profile >>>
if (Get-Module -ListAvailable PSReadLine) {
  Set-PSReadLineOption -PredictionSource None -BellStyle None
  if ((Get-Module PSReadLine).Version -ge [version]'2.3.0') { Set-PSReadLineOption -EnableScreenReaderMode }
}
if ($PSStyle) { $PSStyle.OutputRendering = 'PlainText' }
function prompt {
  $failed = if (-not $?) { ' (failed)' } else { '' }
  "PS $(Split-Path -Leaf (Get-Location))$failed> "
}
# <<< a11y-profile <<<
