#!/usr/bin/env bash
# Build the Linux bundle: DIST/adjudicator-linux/ (executable `adjudicator`, .desktop file, icons,
# AppStream metadata, install.sh) and DIST/adjudicator-VERSION-linux-x86_64.tar.gz.
#   bash installers/linux/build.sh [DIST]        (DIST defaults to dist/, work files go to build/)
# Uses the Python in $PYTHON (default .venv/bin/python) with the project and PyInstaller installed
# (`bash dev.sh test` installs both).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
dist=$(mkdir -p "${1:-$root/dist}" && cd "${1:-$root/dist}" && pwd)
work=${BUILD_DIR:-$dist/../build}
python=${PYTHON:-$root/.venv/bin/python}
version=$("$python" -c 'import adjudicator; print(adjudicator.__version__)')
bundle=$dist/adjudicator-linux

"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$dist" --workpath "$work" "$here/adjudicator.spec"

# drop what the hooks collect but the program never loads, strip debug symbols
"$python" "$here/prune.py" "$bundle"

# desktop integration: launcher entry, icons, AppStream metadata, per-user installer
mkdir -p "$bundle/share/applications" "$bundle/share/metainfo"
cp "$here/adjudicator.desktop" "$bundle/share/applications/"
sed "s/@VERSION@/$version/; s/@DATE@/$(date -u +%Y-%m-%d)/" "$here/io.github.adjudicator.metainfo.xml" \
  > "$bundle/share/metainfo/io.github.adjudicator.metainfo.xml"
for size in 16 32 48 64 128 256 512; do
  mkdir -p "$bundle/share/icons/hicolor/${size}x${size}/apps"
  cp "$root/resources/icons/adjudicator-$size.png" \
     "$bundle/share/icons/hicolor/${size}x${size}/apps/adjudicator.png"
done
mkdir -p "$bundle/share/icons/hicolor/scalable/apps"
cp "$root/resources/icons/adjudicator.svg" "$bundle/share/icons/hicolor/scalable/apps/"
cp "$here/install.sh" "$bundle/"
cp "$root/LICENSE" "$bundle/" 2>/dev/null || true
cp "$root/resources/fonts/OFL.txt" "$bundle/FONT-LICENSE-OFL.txt"

tarball=$dist/adjudicator-$version-linux-x86_64.tar.gz
tar -C "$dist" -czf "$tarball" adjudicator-linux
echo "built $bundle ($(du -sm "$bundle" | cut -f1) MB) and $tarball ($(du -m "$tarball" | cut -f1) MB)"
