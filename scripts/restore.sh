#!/usr/bin/env bash
# Restores a backup of scripts/backup.sh into an empty (or expendable) database and media store. Stop the app first.
#   DATABASE_URL=postgres://… UPLOAD_DIR=/srv/kochclip/uploads scripts/restore.sh /backups/2026-11-28
# --clean drops what the database already holds; media files are copied over what is there (nothing is deleted).
# With S3_BUCKET set (and its keys, S3_ENDPOINT for non-AWS stores, as the app reads them) the media go back into the
# bucket through the app's own storage adapter (server/src/media-copy-cli.ts).
set -euo pipefail

source_dir="${1:?Aufruf: scripts/restore.sh <Sicherungsverzeichnis>}"
: "${DATABASE_URL:?DATABASE_URL fehlt}"
[ -f "$source_dir/database.dump" ] || { echo "Keine Sicherung in $source_dir (database.dump fehlt)" >&2; exit 1; }

pg_restore --clean --if-exists --no-owner --no-privileges --exit-on-error --single-transaction \
  --dbname="$DATABASE_URL" "$source_dir/database.dump"

if [ -n "${S3_BUCKET:-}" ]; then
  (cd "$(dirname "$0")/.." && npx --no-install tsx server/src/media-copy-cli.ts upload "$(realpath "$source_dir/media")")
else
  : "${UPLOAD_DIR:?UPLOAD_DIR fehlt (Verzeichnis der Mediendateien) oder S3_BUCKET setzen}"
  mkdir -p "$UPLOAD_DIR"
  cp -a "$source_dir/media/." "$UPLOAD_DIR/"
fi

echo "Wiederhergestellt aus $source_dir"
