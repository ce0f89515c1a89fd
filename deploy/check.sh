#!/bin/sh
# Checks the reference deployment end to end: builds deploy/Dockerfile, starts deploy/compose.yml
# (two app instances, nginx, PostgreSQL) on http://localhost:8080, and checks it as a visitor and an
# operator would, then removes it (containers, network and the database volume):
#   - the site answers through nginx (health, a page, a build file with its year-long cache header);
#   - votes are stored in PostgreSQL, and one client's votes meet one limit across both instances
#     (nginx alternates between them);
#   - with one instance stopped, nginx routes around it: pages, health and votes still answer.
#
#   sh deploy/check.sh            # from the checkout; needs a Docker engine and Compose
#
# Compose: `docker compose` (v2), or docker-compose 1.29 (Debian's package), which does not know the
# top-level `name` of the current file format and gets a copy without it. Exits non-zero, saying
# which check failed, when one does.
set -eu
cd "$(dirname "$0")/.."

site=http://localhost:8080
project=spanlight-site
limit=20 # FEEDBACK_RATE_LIMIT's default: votes per client and minute

if docker compose version >/dev/null 2>&1; then
  compose() { docker compose -f deploy/compose.yml "$@"; }
elif command -v docker-compose >/dev/null 2>&1; then
  grep -v '^name:' deploy/compose.yml >deploy/.compose-v1.yml
  compose() { docker-compose -p "$project" -f deploy/.compose-v1.yml "$@"; }
else
  echo "check: no Docker Compose (docker compose or docker-compose)" >&2
  exit 2
fi

cleanup() {
  compose down -v --remove-orphans >/dev/null 2>&1 || true
  rm -f deploy/.compose-v1.yml
}
trap cleanup EXIT

fail() {
  echo "check failed: $*" >&2
  compose logs --tail 30 >&2 || true
  exit 1
}

status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
vote() {
  status -X POST "$site/api/feedback" -H 'Content-Type: application/json' -H "Origin: $site" \
    -d '{"page":"/docs","feedback":"positive"}'
}
stored() {
  compose exec -T db psql postgres://spanlight:spanlight@127.0.0.1/spanlight -tAc 'SELECT count(*) FROM feedback'
}

echo "building and starting (first build: several minutes)"
compose up -d --build >/dev/null

waited=0
until [ "$(status "$site/api/health")" = 200 ]; do
  waited=$((waited + 2))
  [ "$waited" -le 120 ] || fail "no healthy answer from $site/api/health after 120 s"
  sleep 2
done
echo "ok: healthy through nginx after ${waited} s"

code=$(status "$site/docs")
[ "$code" = 200 ] || fail "GET /docs answered $code, not 200"
asset=$(curl -s "$site/docs" | grep -o '/_next/static/[^"]*\.js' | head -n 1)
[ -n "$asset" ] || fail "no /_next/static script in /docs"
curl -sI "$site$asset" | grep -qi '^cache-control: public, max-age=31536000, immutable' ||
  fail "$asset is not served with the year-long immutable cache header"
echo "ok: /docs and $asset (served by nginx, immutable)"

accepted=0
refused=0
for _ in $(seq 1 $((limit + 2))); do
  code=$(vote)
  case "$code" in
    204) accepted=$((accepted + 1)) ;;
    429) refused=$((refused + 1)) ;;
    *) fail "a vote answered $code, neither 204 nor 429" ;;
  esac
done
[ "$accepted" = "$limit" ] && [ "$refused" = 2 ] ||
  fail "$((limit + 2)) votes from one client: $accepted accepted, $refused refused (want $limit and 2)"
[ "$(stored)" = "$limit" ] || fail "PostgreSQL holds $(stored) votes, want $limit"
echo "ok: one limit across both instances ($accepted accepted, $refused refused), every accepted vote stored"

compose stop app1 >/dev/null
for path in /api/health /docs /; do
  code=$(status "$site$path")
  [ "$code" = 200 ] || fail "GET $path with app1 stopped answered $code, not 200"
done
# 429 while the minute of the first votes lasts (app2 reads the same counts), 204 once a new one began.
code=$(vote)
case "$code" in
  429) want=$limit ;;
  204) want=$((limit + 1)) ;;
  *) fail "a vote with app1 stopped answered $code, neither 204 nor 429" ;;
esac
[ "$(stored)" = "$want" ] || fail "with app1 stopped, PostgreSQL holds $(stored) votes, want $want"
echo "ok: with app1 stopped, app2 answers pages, health and votes ($code)"
echo "deployment check passed"
