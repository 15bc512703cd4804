; Inno Setup script: a per-user installer for the Windows bundle (no administrator rights),
; with a Start-menu entry, an optional desktop icon, and Adjudicator in the "Open with" list of
; decision logs (.adjudication.jsonl, a .jsonl to Windows) and labels tables (see [Registry]).
; Compiled by build.ps1 (which passes AppVersion, SourceDir and Root).
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\adjudicator-windows"
#endif
#ifndef Root
  #define Root "..\.."
#endif

[Setup]
AppId={{6E1F4C2A-7C3B-4E0A-9D8E-2A61B0C4D5F1}
AppName=Adjudicator
AppVersion={#AppVersion}
AppPublisher=Adjudicator developers
DefaultDirName={autopf}\Adjudicator
DefaultGroupName=Adjudicator
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputBaseFilename=Adjudicator-{#AppVersion}-setup
SetupIconFile={#Root}\resources\icons\adjudicator.ico
UninstallDisplayIcon={app}\Adjudicator.exe
ChangesAssociations=yes
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
; Inno Setup ships Chinese messages as unofficial translations; add them here where installed:
; Name: "zh_CN"; MessagesFile: "compiler:Languages\ChineseSimplified.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{#Root}\resources\fonts\OFL.txt"; DestDir: "{app}"; DestName: "FONT-LICENSE-OFL.txt"

[Icons]
Name: "{group}\Adjudicator"; Filename: "{app}\Adjudicator.exe"
Name: "{group}\{cm:UninstallProgram,Adjudicator}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Adjudicator"; Filename: "{app}\Adjudicator.exe"; Tasks: desktopicon

[Registry]
; Windows keys a file's type on its last extension only, so a decision log (.adjudication.jsonl)
; is a .jsonl file to Explorer, and a key for ".adjudication.jsonl" would never be read. The
; installer adds Adjudicator to the "Open with" list of .jsonl (OpenWithProgids) instead of
; taking .jsonl over from the program that owns it; Adjudicator opens a decision log with its
; data. The labels tables (.csv, .tsv, .xlsx) get the same "Open with" entry.
Root: HKA; Subkey: "Software\Classes\Adjudicator.Log"; ValueType: string; ValueData: "Adjudicator decision log"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Adjudicator.Log\DefaultIcon"; ValueType: string; ValueData: "{app}\Adjudicator.exe,0"
Root: HKA; Subkey: "Software\Classes\Adjudicator.Log\shell\open\command"; ValueType: string; ValueData: """{app}\Adjudicator.exe"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.jsonl\OpenWithProgids"; ValueType: string; ValueName: "Adjudicator.Log"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Adjudicator.Labels"; ValueType: string; ValueData: "Labels table"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Adjudicator.Labels\DefaultIcon"; ValueType: string; ValueData: "{app}\Adjudicator.exe,0"
Root: HKA; Subkey: "Software\Classes\Adjudicator.Labels\shell\open\command"; ValueType: string; ValueData: """{app}\Adjudicator.exe"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.csv\OpenWithProgids"; ValueType: string; ValueName: "Adjudicator.Labels"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.tsv\OpenWithProgids"; ValueType: string; ValueName: "Adjudicator.Labels"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.xlsx\OpenWithProgids"; ValueType: string; ValueName: "Adjudicator.Labels"; ValueData: ""; Flags: uninsdeletevalue
; the application's own entry ("Open with" > "Choose another app"), removed at uninstall
Root: HKA; Subkey: "Software\Classes\Applications\Adjudicator.exe"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "Adjudicator"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\Adjudicator.exe\shell\open\command"; ValueType: string; ValueData: """{app}\Adjudicator.exe"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\Adjudicator.exe\SupportedTypes"; ValueType: string; ValueName: ".jsonl"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\Adjudicator.exe\SupportedTypes"; ValueType: string; ValueName: ".csv"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\Adjudicator.exe\SupportedTypes"; ValueType: string; ValueName: ".tsv"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\Adjudicator.exe\SupportedTypes"; ValueType: string; ValueName: ".xlsx"; ValueData: ""

[Run]
Filename: "{app}\Adjudicator.exe"; Parameters: "--sample"; Description: "{cm:LaunchProgram,Adjudicator}"; Flags: nowait postinstall skipifsilent
