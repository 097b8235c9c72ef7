#!/usr/bin/env bash
# Restores a backup of scripts/backup.sh into an empty (or expendable) database and media store. Stop the app first.
#   DATABASE_URL=postgres://… UPLOAD_DIR=/srv/kochclip/uploads scripts/restore.sh /backups/2026-11-28
# --clean drops what the database already holds; media files are copied over what is there (nothing is deleted).
# With S3_BUCKET set (aws CLI, S3_ENDPOINT for non-AWS stores) the media go back into the bucket.
set -euo pipefail

source_dir="${1:?Aufruf: scripts/restore.sh <Sicherungsverzeichnis>}"
: "${DATABASE_URL:?DATABASE_URL fehlt}"
[ -f "$source_dir/database.dump" ] || { echo "Keine Sicherung in $source_dir (database.dump fehlt)" >&2; exit 1; }

pg_restore --clean --if-exists --no-owner --no-privileges --exit-on-error --single-transaction \
  --dbname="$DATABASE_URL" "$source_dir/database.dump"

if [ -n "${S3_BUCKET:-}" ]; then
  endpoint=()
  [ -n "${S3_ENDPOINT:-}" ] && endpoint=(--endpoint-url "$S3_ENDPOINT")
  aws "${endpoint[@]}" s3 sync --only-show-errors "$source_dir/media" "s3://$S3_BUCKET"
else
  : "${UPLOAD_DIR:?UPLOAD_DIR fehlt (Verzeichnis der Mediendateien) oder S3_BUCKET setzen}"
  mkdir -p "$UPLOAD_DIR"
  cp -a "$source_dir/media/." "$UPLOAD_DIR/"
fi

echo "Wiederhergestellt aus $source_dir"
