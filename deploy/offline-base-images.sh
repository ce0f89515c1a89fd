#!/bin/sh
# Local stand-ins for the three base images deploy/Dockerfile and deploy/compose.yml name
# (node:20-bookworm-slim, nginx:1.27-bookworm, postgres:15-bookworm), for a machine that reaches
# Debian's mirror and the npm registry but not Docker Hub, such as the project's build machines. With a
# registry in reach you never need this: Docker pulls the real images.
#
#   sh deploy/offline-base-images.sh && sh deploy/check.sh
#
# Each is Debian bookworm from debootstrap plus: this machine's Node.js 20 and npm (with its C headers,
# for better-sqlite3's compile, and its CA bundle, for a proxy that re-signs TLS), Debian's nginx, or
# Debian's PostgreSQL 15 with an entry point that does what the official image's does for the compose
# file (create the user, password and database on first start; local connections trusted). Needs root,
# debootstrap and a Docker engine (apt-get install -y debootstrap docker.io). Images already present
# are left alone.
set -eu
work=$(mktemp -d)
trap 'umount "$work"/*/proc 2>/dev/null || true; rm -rf "$work"' EXIT

have() { docker image inspect "$1" >/dev/null 2>&1; }

base() {
  [ -d "$work/base" ] ||
    debootstrap --variant=minbase bookworm "$work/base" http://deb.debian.org/debian >/dev/null
  cp -a "$work/base" "$work/$1"
  cp /etc/resolv.conf "$work/$1/etc/resolv.conf"
}

apt_into() {
  mount -t proc proc "$work/$1/proc"
  chroot "$work/$1" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends $2 >/dev/null 2>&1"
  umount "$work/$1/proc"
  rm -rf "$work/$1/var/cache/apt/archives/"*.deb "$work/$1/var/lib/apt/lists/"*
}

if ! have node:20-bookworm-slim; then
  base node
  root="$work/node/usr/local"
  mkdir -p "$root/bin" "$root/lib/node_modules" "$root/include" "$work/node/etc/ssl/certs"
  cp "$(command -v node)" "$root/bin/node"
  cp -a "$(npm root -g)/npm" "$root/lib/node_modules/"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/bin/npx"
  cp -a "$(dirname "$(command -v node)")/../include/node" "$root/include/"
  cp /etc/ssl/certs/ca-certificates.crt "$work/node/etc/ssl/certs/"
  chroot "$work/node" sh -c 'groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/sh node'
  tar -C "$work/node" -c . | docker import -c 'CMD ["node"]' \
    -c 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' -c 'ENV npm_config_nodedir=/usr/local' \
    - node:20-bookworm-slim >/dev/null
  echo "node:20-bookworm-slim: stand-in made"
fi

if ! have nginx:1.27-bookworm; then
  base nginx
  apt_into nginx nginx
  tar -C "$work/nginx" -c . | docker import -c 'CMD ["nginx", "-g", "daemon off;"]' -c 'EXPOSE 80' \
    - nginx:1.27-bookworm >/dev/null
  echo "nginx:1.27-bookworm: stand-in made (Debian's nginx)"
fi

if ! have postgres:15-bookworm; then
  base pg
  apt_into pg postgresql-15
  rm -rf "$work/pg/var/lib/postgresql/15"
  cat >"$work/pg/usr/local/bin/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
set -e
PGDATA=${PGDATA:-/var/lib/postgresql/data}
user=${POSTGRES_USER:-postgres}
mkdir -p "$PGDATA" /run/postgresql
chown -R postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s' "$POSTGRES_PASSWORD" >/tmp/pwfile && chown postgres /tmp/pwfile
  runuser -u postgres -- initdb -D "$PGDATA" -U "$user" --pwfile=/tmp/pwfile \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm /tmp/pwfile
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  runuser -u postgres -- pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  runuser -u postgres -- psql -h /run/postgresql -U "$user" -d postgres \
    -c "CREATE DATABASE \"${POSTGRES_DB:-$user}\"" >/dev/null
  runuser -u postgres -- pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec runuser -u postgres -- postgres -D "$PGDATA" -c listen_addresses='*'
EOF
  chmod +x "$work/pg/usr/local/bin/docker-entrypoint.sh"
  tar -C "$work/pg" -c . | docker import -c 'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]' \
    -c 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    -c 'EXPOSE 5432' - postgres:15-bookworm >/dev/null
  echo "postgres:15-bookworm: stand-in made (Debian's PostgreSQL 15)"
fi
