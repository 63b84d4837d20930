#!/usr/bin/env bash
# Build the desktop bundle: one folder that runs `tabletop` without Python installed, with
# the desktop entry, icons, MIME types and AppStream metadata beside it, and an archive.
#
#   packaging/build.sh [OUT]        (OUT: default build/bundle)
#
# Prints the archive's path last. Uses $PYTHON (default .venv/bin/python), which needs the
# project and PyInstaller: pip install -e '.[bundle]'.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$(mkdir -p "${1:-$ROOT/build/bundle}" && cd "${1:-$ROOT/build/bundle}" && pwd)"
PY="${PYTHON:-$ROOT/.venv/bin/python}"
APP_ID=io.github.tabletop.Tabletop

if ! "$PY" -c 'import PyInstaller' 2>/dev/null; then
  echo "PyInstaller is missing: $PY -m pip install -e '$ROOT[bundle]'" >&2
  exit 1
fi

VERSION="$("$PY" -c 'import tabletop; print(tabletop.__version__)')"
ARCH="$(uname -m)"
DIST="$OUT/dist"
APP="$DIST/tabletop"

rm -rf "$DIST"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$DIST" --workpath "$OUT/work" "$ROOT/packaging/tabletop.spec"

# Desktop integration beside the program, laid out as under /usr or ~/.local:
# copy share/ into ~/.local/share and put bin/tabletop (a link) on the PATH.
SHARE="$APP/share"
install -D -m 644 "$ROOT/packaging/$APP_ID.desktop" "$SHARE/applications/$APP_ID.desktop"
install -D -m 644 "$ROOT/packaging/$APP_ID.metainfo.xml" "$SHARE/metainfo/$APP_ID.metainfo.xml"
install -D -m 644 "$ROOT/packaging/$APP_ID.mime.xml" "$SHARE/mime/packages/$APP_ID.xml"
mkdir -p "$SHARE/icons"
cp -r "$ROOT/packaging/icons/hicolor" "$SHARE/icons/"
mkdir -p "$APP/bin"
ln -sf ../tabletop "$APP/bin/tabletop"
install -m 644 "$ROOT/packaging/README.md" "$APP/README-bundle.md"

ARCHIVE="$OUT/tabletop-$VERSION-linux-$ARCH.tar.gz"
tar -C "$DIST" -czf "$ARCHIVE" tabletop
echo "bundle:  $APP ($(du -sh "$APP" | cut -f1))"
echo "archive: $ARCHIVE ($(du -sh "$ARCHIVE" | cut -f1))"
echo "$ARCHIVE"
