#!/usr/bin/env bash
# Build dist/Adjudicator.app and dist/Adjudicator-VERSION-macos.dmg on macOS 13+ (Qt 6.11):
#   python3.11 -m venv .venv && .venv/bin/pip install -e ".[test]"
#   bash installers/macos/build.sh
# The .dmg is made with the system's hdiutil (a read-only, compressed image holding the app and
# a link to /Applications). Unsigned: on first start Finder asks to confirm (right-click > Open);
# sign and notarise with `codesign` / `xcrun notarytool` where a Developer ID is available.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
python=${PYTHON:-$root/.venv/bin/python}
dist=$root/dist
version=$("$python" -c 'import adjudicator; print(adjudicator.__version__)')
"$python" -m PyInstaller --noconfirm --clean --distpath "$dist" --workpath "$root/build" \
  "$here/adjudicator.spec"
"$dist/Adjudicator.app/Contents/MacOS/adjudicator" --version
stage=$(mktemp -d)
cp -R "$dist/Adjudicator.app" "$stage/"
ln -s /Applications "$stage/Applications"
cp "$root/resources/fonts/OFL.txt" "$stage/FONT-LICENSE-OFL.txt"
rm -f "$dist/Adjudicator-$version-macos.dmg"
hdiutil create -volname "Adjudicator $version" -srcfolder "$stage" -ov -format UDZO \
  "$dist/Adjudicator-$version-macos.dmg"
rm -rf "$stage"
echo "built $dist/Adjudicator.app and $dist/Adjudicator-$version-macos.dmg"
