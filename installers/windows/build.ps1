# Build the Windows installer (run in PowerShell from the repository root, Python 3.11 x64):
#   py -3.11 -m venv .venv; .venv\Scripts\pip install -e ".[test]"
#   powershell -ExecutionPolicy Bypass -File installers\windows\build.ps1
# Needs Inno Setup 6 (iscc.exe on PATH or in its default folder). Produces
# dist\adjudicator-windows\ and dist\Adjudicator-VERSION-setup.exe.
$ErrorActionPreference = "Stop"
$root = Resolve-Path "$PSScriptRoot\..\.."
$python = if ($env:PYTHON) { $env:PYTHON } else { "$root\.venv\Scripts\python.exe" }
$version = & $python -c "import adjudicator; print(adjudicator.__version__)"
& $python -m PyInstaller --noconfirm --clean --distpath "$root\dist" --workpath "$root\build" `
  "$PSScriptRoot\adjudicator.spec"
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
& "$root\dist\adjudicator-windows\adjudicator-cli.exe" --version
if ($LASTEXITCODE -ne 0) { throw "the bundle does not start" }
$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) { $iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
& $iscc "/DAppVersion=$version" "/DSourceDir=$root\dist\adjudicator-windows" `
  "/DRoot=$root" "/O$root\dist" "$PSScriptRoot\adjudicator.iss"
if ($LASTEXITCODE -ne 0) { throw "Inno Setup failed" }
