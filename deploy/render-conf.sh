#!/usr/bin/env bash
# Renders deploy/nginx.conf.template into $RUN_DIR/nginx.conf (and the files it includes beside
# it: stub-common.conf, page-headers.conf, api-headers.conf).
# Every variable has a default for a local run from the repository; see deploy/README.md.
#   RUN_DIR=/tmp/fmp-nginx deploy/render-conf.sh && nginx -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf"
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"

export RUN_DIR="${RUN_DIR:-/tmp/fmp-nginx}"
export PORTAL_PORT="${PORTAL_PORT:-8080}"
export PORTAL_ORIGIN="${PORTAL_ORIGIN:-http://localhost:${PORTAL_PORT}}"
export PORTAL_ROOT="${PORTAL_ROOT:-$root/dist}"
export STUB_ROOT="${STUB_ROOT:-$root/apps-stub}"
export API_BACKEND="${API_BACKEND:-http://127.0.0.1:7100}"
export DS_PORT="${DS_PORT:-7101}"
export ISERVICE_PORT="${ISERVICE_PORT:-7102}"
export TGYPT_PORT="${TGYPT_PORT:-7103}"
export NGINX_MIME_TYPES="${NGINX_MIME_TYPES:-/etc/nginx/mime.types}"

case "$API_BACKEND" in
  http://*|https://*) ;;
  *) echo "API_BACKEND must be an http(s) URL, got '$API_BACKEND'" >&2; exit 2 ;;
esac
for dir in "$PORTAL_ROOT" "$STUB_ROOT/ds/dist" "$STUB_ROOT/iservice/dist" "$STUB_ROOT/tgypt/dist"; do
  if [ ! -f "$dir/index.html" ]; then
    echo "missing $dir/index.html: run npm run build first" >&2
    exit 2
  fi
done

# The sub-applications' origins for the CSP: what the build's registration list names
# (VITE_*_ENTRY, written by the build into subapp-origins.txt), nothing wider.
origins_file="$PORTAL_ROOT/subapp-origins.txt"
if [ -z "${SUBAPP_ORIGINS+set}" ]; then
  if [ ! -f "$origins_file" ]; then
    echo "missing $origins_file: run npm run build first" >&2
    exit 2
  fi
  SUBAPP_ORIGINS="$(tr -s ' \n' '  ' < "$origins_file")"
fi
SUBAPP_ORIGINS="$(echo "$SUBAPP_ORIGINS" | xargs)"
for origin in $SUBAPP_ORIGINS; do
  if ! [[ "$origin" =~ ^https?://[A-Za-z0-9.-]+(:[0-9]+)?$ ]]; then
    echo "SUBAPP_ORIGINS: '$origin' is not an origin (http(s)://host[:port])" >&2
    exit 2
  fi
done
export SUBAPP_ORIGINS

mkdir -p "$RUN_DIR"
vars='${RUN_DIR} ${PORTAL_PORT} ${PORTAL_ORIGIN} ${PORTAL_ROOT} ${STUB_ROOT} ${API_BACKEND} ${DS_PORT} ${ISERVICE_PORT} ${TGYPT_PORT} ${SUBAPP_ORIGINS} ${NGINX_MIME_TYPES}'
envsubst "$vars" < "$here/nginx.conf.template" > "$RUN_DIR/nginx.conf"
envsubst "$vars" < "$here/stub-common.conf" > "$RUN_DIR/stub-common.conf"
envsubst "$vars" < "$here/page-headers.conf" > "$RUN_DIR/page-headers.conf"
envsubst "$vars" < "$here/api-headers.conf" > "$RUN_DIR/api-headers.conf"
echo "$RUN_DIR/nginx.conf"
