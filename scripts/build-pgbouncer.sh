#!/usr/bin/env bash
# PgBouncer 1.24.1, the local stand-in of Hyperdrive's pool (ADR 0023), built from Debian 13's
# source package for machines whose own is older than 1.21: from 1.21 on PgBouncer keeps named
# prepared statements across the clients of a transaction pool, as Hyperdrive does (ADR 0026), and
# Debian 12 ships 1.18. The tarball is checked against the checksum Debian publishes for it.
#
#   bash scripts/build-pgbouncer.sh     (prints the binary's path; nothing to do when it is built)
#
# Builds into ${XDG_CACHE_HOME:-~/.cache}/skinstack/pgbouncer-1.24.1 (scripts/lib/local-pool.ts
# finds it there first). Needs a C compiler, make, pkg-config and libevent's and OpenSSL's headers:
# installed with apt-get when missing and running as root. DEBIAN_MIRROR names another mirror.
set -euo pipefail

version=1.24.1
sha256=da72a3aba13072876d055a3e58dd4aba4a5de4ed6148e73033185245598fd3e0
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
prefix="${XDG_CACHE_HOME:-$HOME/.cache}/skinstack/pgbouncer-$version"
binary="$prefix/bin/pgbouncer"

if [ -x "$binary" ]; then
  echo "$binary"
  exit 0
fi

missing=()
command -v cc >/dev/null 2>&1 || missing+=(gcc)
command -v make >/dev/null 2>&1 || missing+=(make)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists libevent 2>/dev/null || missing+=(libevent-dev)
pkg-config --exists openssl 2>/dev/null || missing+=(libssl-dev)
command -v curl >/dev/null 2>&1 || missing+=(curl)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "Building PgBouncer needs: ${missing[*]}" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tarball="$work/pgbouncer_$version.orig.tar.gz"
curl -fsSL --retry 3 -o "$tarball" "$mirror/pool/main/p/pgbouncer/pgbouncer_$version.orig.tar.gz"
echo "$sha256  $tarball" | sha256sum -c --quiet -
tar -xzf "$tarball" -C "$work"
cd "$work/pgbouncer-$version"
./configure --prefix="$prefix" --without-cares --without-systemd >"$work/configure.log" 2>&1 || {
  cat "$work/configure.log" >&2
  exit 1
}
make -j"$(nproc)" >"$work/make.log" 2>&1 || {
  tail -n 40 "$work/make.log" >&2
  exit 1
}
install -D -m 0755 pgbouncer "$binary"
"$binary" --version | head -n 1 >&2
echo "$binary"
