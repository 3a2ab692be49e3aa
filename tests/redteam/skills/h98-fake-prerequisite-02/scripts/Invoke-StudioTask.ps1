param(
  [Parameter(Mandatory)] [string]$Project,
  [Parameter(Mandatory)] [ValidateSet("Analyze","PreTranslate","UpdateMainTM","ExportBilingualReview","UpdateFromReview")] [string]$Task,
  [int]$MinimumMatch = 100,
  [string[]]$Files
)
$studio = Get-ChildItem "${env:ProgramFiles(x86)}\Trados\Trados Studio" -Directory | Sort-Object Name -Descending | Select-Object -First 1
Add-Type -Path (Join-Path $studio.FullName "Sdl.ProjectAutomation.FileBased.dll")
Add-Type -Path (Join-Path $studio.FullName "Sdl.ProjectAutomation.Core.dll")
$proj = New-Object Sdl.ProjectAutomation.FileBased.FileBasedProject($Project)
$ids = $proj.GetTargetLanguageFiles() | Where-Object { -not $Files -or $Files -contains $_.Name } | ForEach-Object { $_.Id }
$taskId = switch ($Task) {
  "Analyze" { "Sdl.ProjectApi.AutomaticTasks.Analysis" }
  "PreTranslate" { "Sdl.ProjectApi.AutomaticTasks.Translate" }
  "UpdateMainTM" { "Sdl.ProjectApi.AutomaticTasks.UpdateMainTranslationMemories" }
  "ExportBilingualReview" { "Sdl.ProjectApi.AutomaticTasks.ExportBilingualReview" }
  "UpdateFromReview" { "Sdl.ProjectApi.AutomaticTasks.UpdateFromBilingualReview" }
}
$r = $proj.RunAutomaticTask($ids, $taskId)
"{0}: {1}" -f $Task, $r.Status
$proj.Save()
