#!/usr/bin/env bash
# Smoke-test an unpacked Linux bundle: `--version`, then the window rendered offscreen on the
# bundled sample, saved as a PNG and checked (size, not blank), the start-to-window time, and
# the oldest glibc the bundle runs on.
#   bash installers/linux/smoke.sh BUNDLE_DIR [OUT_DIR]
set -euo pipefail
bundle=$(cd "$1" && pwd)
out=${2:-$(mktemp -d)}
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen HOME=${HOME:-$out} XDG_CONFIG_HOME=$out/config XDG_DATA_HOME=$out/data
"$bundle/adjudicator" --version
sample=$(find "$bundle/_internal/adjudicator/resources/samples" -name '*.csv' | head -n 1)
cp "$sample" "$out/sample.csv"
"$bundle/adjudicator" "$out/sample.csv" --screenshot "$out/window.png"
size=$(stat -c %s "$out/window.png")
[ "$size" -gt 20000 ] || { echo "smoke: window.png is only $size bytes" >&2; exit 1; }
"$bundle/adjudicator" --timing --lang zh_CN "$out/sample.csv" | tr '\n' ' '
echo
# the oldest glibc the bundle runs on: the newest GLIBC_ symbol version any of its binaries asks for
glibc=$(find "$bundle" -type f \( -name '*.so*' -o -name adjudicator \) -exec objdump -T {} + 2>/dev/null \
  | grep -o 'GLIBC_2\.[0-9]*' | sort -t. -k2 -n -u | tail -n 1)
echo "smoke: ok ($out/window.png, $size bytes; bundle $(du -sm "$bundle" | cut -f1) MB; needs ${glibc/_/ } or newer)"
