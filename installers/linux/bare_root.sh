#!/usr/bin/env bash
# Inside a bare Debian root (no Python packages, no fonts but the DejaVu that libfontconfig1
# brings, no Qt): install only the system libraries Qt needs offscreen, unpack the tarball and
# run the bundle's checks: --version, every flow (flows.sh), the window in Chinese as a PNG, and
# the start time; then add the README's X11 packages and check Qt's xcb plugin finds its libraries. The newcomer's check that the bundle needs nothing else from the system.
#   bash bare_root.sh TARBALL [OUT_DIR]
# Run it through the project's bare-machine tool with a folder holding the tarball and the
# scripts, e.g.  fresh-machine.sh DIR 'bash bare_root.sh adjudicator-VERSION-linux-x86_64.tar.gz'
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tarball=$(readlink -f "$1")
out=${2:-$PWD/bare-root-out}
mkdir -p "$out"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends libegl1 libgl1 libxkbcommon0 libfontconfig1 \
  libfreetype6 libdbus-1-3 libglib2.0-0 >/dev/null
echo "bare root: CJK fonts installed: $(fc-list :lang=zh 2>/dev/null | wc -l)"
cd "$out"
tar -xzf "$tarball"
bundle=$out/adjudicator-linux
"$bundle/adjudicator" --version
bash "$here/flows.sh" "$bundle" "$out/flows"
grep -aq "AdjudicatorCJK" "$out/flows/report.pdf" || { echo "bare root: the PDF's Chinese is not in the bundled font" >&2; exit 1; }
cp "$bundle/_internal/adjudicator/resources/samples/customer_service.csv" "$out/sample.csv"
QT_QPA_PLATFORM=offscreen "$bundle/adjudicator" "$out/sample.csv" --lang zh_CN \
  --screenshot "$out/window-zh_CN.png"
python3 "$here/time_start.py" "$bundle" 5
# a window on X11: Qt's xcb plugin finds every library it links in the README's X11 packages
apt-get install -y -qq --no-install-recommends libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 \
  libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 >/dev/null
missing=$(LD_LIBRARY_PATH="$bundle/_internal:$bundle/_internal/PySide6/Qt/lib" \
  ldd "$bundle/_internal/PySide6/Qt/plugins/platforms/libqxcb.so" | grep "not found" || true)
[ -z "$missing" ] || { echo "bare root: the X11 plugin lacks $missing" >&2; exit 1; }
echo "bare root: the X11 plugin finds all its libraries"
echo "bare root: ok ($(du -sm "$bundle" | cut -f1) MB unpacked)"
