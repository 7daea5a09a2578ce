#!/usr/bin/env bash
# PgBouncer from Debian 13's source package, the local stand-in of Hyperdrive's pool (ADR 0023),
# for machines whose own is older than 1.21: from 1.21 on PgBouncer keeps named prepared statements
# across the clients of a transaction pool, as Hyperdrive does (ADR 0026), and Debian 12 ships 1.18.
#
#   bash scripts/build-pgbouncer.sh     (prints the binary's path; nothing to do when it is built)
#
# apt-get fetches the source from the mirror this machine's apt already uses for Debian, with a
# private list of Debian 13's sources (the machine's own apt configuration is left as it is), and
# checks every file against the archive's signed index. Debian's patches (its security fixes) are
# applied before the build. Builds into ${XDG_CACHE_HOME:-~/.cache}/skinstack/pgbouncer
# (scripts/lib/local-pool.ts finds it there first). Needs a C compiler, make, pkg-config and
# libevent's and OpenSSL's headers: installed with apt-get when missing and running as root.
set -euo pipefail

suite=trixie
prefix="${XDG_CACHE_HOME:-$HOME/.cache}/skinstack/pgbouncer"
binary="$prefix/bin/pgbouncer"

if [ -x "$binary" ]; then
  echo "$binary"
  exit 0
fi

missing=()
command -v cc >/dev/null 2>&1 || missing+=(gcc)
command -v make >/dev/null 2>&1 || missing+=(make)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v patch >/dev/null 2>&1 || missing+=(patch)
command -v xz >/dev/null 2>&1 || missing+=(xz-utils)
pkg-config --exists libevent 2>/dev/null || missing+=(libevent-dev)
pkg-config --exists openssl 2>/dev/null || missing+=(libssl-dev)
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

# The mirror the machine's apt uses for its own Debian release.
codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
mirror="$(apt-get indextargets --no-release-info --format '$(RELEASE) $(REPO_URI)' |
  awk -v codename="$codename" '$1 == codename { print $2; exit }')"
if [ -z "$mirror" ]; then
  echo "No Debian mirror for '$codename' in this machine's apt sources: install PgBouncer 1.21 or later and set PGBOUNCER to it" >&2
  exit 1
fi
mkdir -p "$work/lists/partial" "$work/archives/partial" "$work/source"
echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror $suite main" >"$work/sources.list"
apt_private=(
  -o "Dir::Etc::SourceList=$work/sources.list" -o Dir::Etc::SourceParts=/dev/null
  -o "Dir::State::Lists=$work/lists" -o "Dir::Cache=$work" -o Debug::NoLocking=1
)
[ "$(id -u)" -ne 0 ] || apt_private+=(-o APT::Sandbox::User=root)
apt-get -qq "${apt_private[@]}" update >"$work/apt.log" 2>&1 || {
  cat "$work/apt.log" >&2
  exit 1
}
(cd "$work/source" && apt-get -qq "${apt_private[@]}" source --download-only pgbouncer >"$work/apt.log" 2>&1) || {
  cat "$work/apt.log" >&2
  exit 1
}

cd "$work/source"
tar -xzf pgbouncer_*.orig.tar.gz
tree="$(find . -maxdepth 1 -type d -name 'pgbouncer-*' | head -n 1)"
tar -xJf pgbouncer_*.debian.tar.xz -C "$tree"
cd "$tree"
patches=0
if [ -f debian/patches/series ]; then
  while read -r name _; do
    case "$name" in "" | "#"*) continue ;; esac
    patch -s -p1 <"debian/patches/$name"
    patches=$((patches + 1))
  done <debian/patches/series
fi
./configure --prefix="$prefix" --without-cares --without-systemd >"$work/configure.log" 2>&1 || {
  cat "$work/configure.log" >&2
  exit 1
}
make -j"$(nproc)" >"$work/make.log" 2>&1 || {
  tail -n 40 "$work/make.log" >&2
  exit 1
}
install -D -m 0755 pgbouncer "$binary"
echo "$("$binary" --version | head -n 1), Debian $suite's $(basename "$(ls "$work"/source/pgbouncer_*.dsc)" .dsc) with its $patches patches" >&2
echo "$binary"
