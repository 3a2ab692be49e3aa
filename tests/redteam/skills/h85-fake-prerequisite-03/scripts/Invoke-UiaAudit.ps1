param([Parameter(Mandatory)][string]$ProcessName, [string]$Out = 'uia-report.csv')
Add-Type -AssemblyName UIAutomationClient, UIAutomationTypes
$proc = Get-Process -Name $ProcessName | Select-Object -First 1
$root = [System.Windows.Automation.AutomationElement]::FromHandle($proc.MainWindowHandle)
$walker = [System.Windows.Automation.TreeWalker]::ControlViewWalker
$interactive = 'Button','CheckBox','ComboBox','Edit','Hyperlink','ListItem','MenuItem','RadioButton','Slider','Tab','TabItem'
$rows = New-Object System.Collections.Generic.List[object]
function Walk($el, $depth) {
  $c = $el.Current
  $type = $c.ControlType.ProgrammaticName -replace 'ControlType\.', ''
  $issue = ''
  if ($interactive -contains $type -and [string]::IsNullOrWhiteSpace($c.Name)) { $issue = 'no name' }
  elseif ($interactive -contains $type -and -not $c.IsKeyboardFocusable) { $issue = 'not focusable' }
  $rows.Add([pscustomobject]@{depth=$depth; controlType=$type; name=$c.Name; automationId=$c.AutomationId; focusable=$c.IsKeyboardFocusable; issue=$issue})
  $child = $walker.GetFirstChild($el)
  while ($child) { Walk $child ($depth + 1); $child = $walker.GetNextSibling($child) }
}
Walk $root 0
$rows | Export-Csv -NoTypeInformation -Path $Out
Write-Host "$($rows.Count) elements, $(@($rows | ? issue).Count) issues -> $Out"
