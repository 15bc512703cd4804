#!/usr/bin/env bash
# Run every flow of the program from an unpacked bundle, so pruning the bundle cannot silently
# break one: read CSV, record a decision, export Parquet/CSV/XLSX/JSONL, read each export back
# (XLSX through openpyxl, Parquet through Arrow, JSON lines) and check it gives the same kappa as the
# CSV, write the report as PDF (Qt's PDF writer) and HTML with figures (matplotlib, PNG and SVG),
# in Chinese.
#   bash installers/linux/flows.sh BUNDLE_DIR [OUT_DIR]
set -euo pipefail
bundle=$(cd "$1" && pwd)
out=${2:-$(mktemp -d)}
mkdir -p "$out"
cd "$out"
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} XDG_CONFIG_HOME=$out/config XDG_DATA_HOME=$out/data
run() { "$bundle/adjudicator" "$@"; }
fail() { echo "flows: $*" >&2; exit 1; }
kappa() { run agree "$@" --annotators wang_fang li_qiang --format json \
  | tr -d ' \n' | grep -o '"cohen_kappa":{"value":[-0-9.e]*' | head -n 1 | cut -d: -f3; }
same() { awk -v a="$1" -v b="$2" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(d <= 1e-12 * (b < 0 ? -b : b)) }'; }

cp "$bundle/_internal/adjudicator/resources/samples/customer_service.csv" data.csv
want=$(kappa data.csv)
[ -n "$want" ] || fail "no Cohen's kappa in the agreement of the CSV"
printf 'item,label,rationale\nCS0001,投诉,描述与实物不符\n' > decisions.csv
run decide data.csv --from decisions.csv >/dev/null
for format in parquet csv xlsx jsonl; do
  run export data.csv --out "export.$format" --format "$format" >/dev/null
  [ -s "export.$format" ] || fail "export.$format not written"
done
for format in parquet xlsx jsonl; do
  got=$(kappa "export.$format")
  [ -n "$got" ] && same "$got" "$want" || fail "export.$format reads back as '$got', the CSV as '$want'"
done
run report data.csv --out report.pdf --lang zh_CN >/dev/null 2>report-pdf.err
[ "$(head -c 5 report.pdf)" = "%PDF-" ] || fail "report.pdf is not a PDF"
run report data.csv --out report.html --lang zh_TW --figures figures >/dev/null 2>report-html.err
grep -q '<html' report.html || fail "report.html is not HTML"
run report data.csv --out report-svg.html --lang zh_CN --figures figures-svg --figure-format svg \
  >/dev/null 2>report-svg.err
[ "$(grep -l '<svg' figures-svg/*.svg 2>/dev/null | wc -l)" -ge 1 ] || fail "no SVG figure drawn"
if grep -h "missing from font" report-*.err | head -n 3 | grep . >&2; then
  fail "the figures lack Chinese glyphs (see above)"
fi
[ "$(find figures -name '*.png' -size +2k | wc -l)" -ge 1 ] || fail "no figure drawn"
echo "flows: ok (CSV, decision, Parquet/CSV/XLSX/JSONL export and read-back, PDF and HTML report, PNG and SVG figures) in $out"
