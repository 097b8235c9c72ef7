#!/usr/bin/env bash
# Backup of one Kochclip instance: the database as pg_dump's custom format and the media files (docs/operations.md).
#   DATABASE_URL=postgres://… UPLOAD_DIR=/srv/kochclip/uploads scripts/backup.sh /backups/2026-11-28
# With S3 media (S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and for non-AWS stores S3_ENDPOINT, as the app
# reads them) the bucket is copied into <target>/media through the app's own storage adapter
# (server/src/media-copy-cli.ts, no aws CLI), and its listing is kept as <target>/media-listing.txt.
set -euo pipefail

target="${1:?Aufruf: scripts/backup.sh <Zielverzeichnis>}"
: "${DATABASE_URL:?DATABASE_URL fehlt}"
mkdir -p "$target/media"

pg_dump --format=custom --no-owner --no-privileges --file="$target/database.dump" "$DATABASE_URL"

if [ -n "${S3_BUCKET:-}" ]; then
  (cd "$(dirname "$0")/.." && npx --no-install tsx server/src/media-copy-cli.ts download "$(realpath "$target/media")") \
    >"$target/media-listing.txt"
else
  : "${UPLOAD_DIR:?UPLOAD_DIR fehlt (Verzeichnis der Mediendateien) oder S3_BUCKET setzen}"
  cp -a "$UPLOAD_DIR/." "$target/media/"
  (cd "$target/media" && find . -type f | sort) >"$target/media-listing.txt"
fi

echo "Sicherung fertig: $target ($(du -sh "$target" | cut -f1), $(wc -l <"$target/media-listing.txt") Mediendateien)"
