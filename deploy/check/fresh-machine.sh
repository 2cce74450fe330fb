#!/usr/bin/env bash
# README's two commands on a fresh machine. Builds a minimal Debian bookworm root (debootstrap, variant minbase)
# with only a JDK (openjdk-17-jdk-headless), curl and ca-certificates, copies in a clean clone of this
# repository's current commit, and inside that root, as its root user, runs exactly
#   ./mvnw quarkus:dev   until /q/health/ready answers; then checks that the service said once that process
#                        and jar bots are refused until bubblewrap is installed, that it refuses one, and that
#                        two built-in bots play a round; then stops it
#   ./mvnw verify        which installs what the tests need (.ci/packages) and runs every test
# and prints how long each step took. The root has its own PID, UTS and network namespaces (bubblewrap), the
# network through slirp4netns, an empty Maven repository and npm cache: everything is downloaded.
#
# Needs: root, debootstrap, bubblewrap, slirp4netns, git, and the network (Debian's mirror, Maven Central, npm).
# The machine's own local certificate authorities (/usr/local/share/ca-certificates) are copied in, as a
# network that inspects TLS requires of every machine on it.
# Usage: deploy/check/fresh-machine.sh [--keep] [WORK_FOLDER]   (default: a new folder under /var/tmp, removed
#        at the end unless --keep)
set -euo pipefail
cd "$(dirname "$0")/../.."
repository=$PWD

keep=false
if [ "${1:-}" = "--keep" ]; then keep=true; shift; fi
work=${1:-$(mktemp -d /var/tmp/admiralty-fresh-machine.XXXXXX)}
mkdir -p "$work"
root=$work/root

missing=""
for tool in debootstrap bwrap slirp4netns git; do
  command -v "$tool" >/dev/null || missing="$missing $tool"
done
[ -z "$missing" ] || { echo "fresh-machine.sh needs:$missing (as root: apt-get install debootstrap bubblewrap slirp4netns git)" >&2; exit 2; }
[ "$EUID" -eq 0 ] || { echo "fresh-machine.sh builds a Debian root: run it as root" >&2; exit 2; }

# the Debian mirror this machine's apt uses
mirror=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
  awk '($1 == "deb" || $1 == "URIs:") { for (i = 2; i <= NF; i++) if ($i ~ /^https?:\/\/.*\/debian\/?$/) { print $i; exit } }' || true)
mirror=${mirror:-http://deb.debian.org/debian}
mirror=${mirror%/}

commit=$(git rev-parse HEAD)
[ -z "$(git status --porcelain --untracked-files=no)" ] || echo "note: uncommitted changes are not in the clone; it is commit $commit"

log() { printf '\n=== %(%F %T)T %s\n' -1 "$*"; }
elapsed() { echo $(( $(date +%s) - $1 )); }

log "Debian bookworm, minbase, with openjdk-17-jdk-headless, curl, ca-certificates, from $mirror, into $root"
started=$(date +%s)
debootstrap --variant=minbase --include=openjdk-17-jdk-headless,curl,ca-certificates bookworm "$root" "$mirror" \
  >"$work/debootstrap.log" 2>&1 || { tail -n 30 "$work/debootstrap.log"; exit 1; }
debootstrap_seconds=$(elapsed "$started")
cat >"$root/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb ${mirror%/debian}/debian-security bookworm-security main
EOF
echo fresh >"$root/etc/hostname"
printf '127.0.0.1\tlocalhost\n127.0.1.1\tfresh\n::1\tlocalhost ip6-localhost ip6-loopback\n' >"$root/etc/hosts"
echo "nameserver 10.0.2.3" >"$root/etc/resolv.conf"   # slirp4netns's resolver
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
  bwrap --bind "$root" / --proc /proc --dev /dev --cap-add ALL --unshare-pid --die-with-parent update-ca-certificates >/dev/null 2>&1
fi
git clone -q --no-checkout "$repository" "$root/root/admiralty"
git -C "$root/root/admiralty" checkout -q --detach "$commit"
echo "root ready in ${debootstrap_seconds} s: $(du -sh "$root" | cut -f1), commit $commit"

# inside the root: README's two commands exactly as written, each timed
inside=$(cat <<'INSIDE'
set -euo pipefail
cd /root/admiralty
export MAVEN_ARGS=--no-transfer-progress   # download progress lines only; the commands are README's
stamp() { while IFS= read -r line; do printf '%(%T)T %s\n' -1 "$line"; done; }
fail() { echo "FAILED: $*"; exit 1; }
json() { grep -o "\"$1\":[^,}]*" | head -n 1 | cut -d: -f2- | tr -d '"'; }

echo "java: $(java -version 2>&1 | head -n 1); bwrap: $(command -v bwrap || echo absent)"
started=$(date +%s)
./mvnw quarkus:dev </dev/null >/root/quarkus-dev.log 2>&1 &
dev=$!
until curl -fsS -o /dev/null http://localhost:8080/q/health/ready 2>/dev/null; do
  kill -0 "$dev" 2>/dev/null || { tail -n 60 /root/quarkus-dev.log; fail "quarkus:dev stopped before it was ready"; }
  [ $(( $(date +%s) - started )) -lt 3600 ] || { tail -n 60 /root/quarkus-dev.log; fail "quarkus:dev not ready after an hour"; }
  sleep 2
done
echo "RESULT quarkus:dev ready_seconds=$(( $(date +%s) - started ))"
grep -q "embedded PostgreSQL on 127.0.0.1" /root/quarkus-dev.log || fail "no embedded PostgreSQL in the dev log"
notices=$(grep -c "process and jar bots will be refused until it works (install it as root: apt-get install bubblewrap)" /root/quarkus-dev.log || true)
[ "$notices" = 1 ] || fail "the bubblewrap notice was logged $notices times, not once"
grep -m 1 "bubblewrap, the sandbox" /root/quarkus-dev.log
organiser="Authorization: Bearer $(grep -o 'Organiser token for this run[^:]*: [A-Za-z0-9_-]*' /root/quarkus-dev.log | awk '{print $NF}')"
api() { curl -sS -H 'Content-Type: application/json' "$@"; }
team="Authorization: Bearer $(api -H "$organiser" -d '{"name":"fresh"}' localhost:8080/api/teams | json token)"
refused=$(api -H "$team" -w ' %{http_code}' localhost:8080/api/bots \
  -d '{"name":"py","kind":"process","dialect":"native","command":["python3","bot.py"]}')
echo "a process bot: $refused"
[[ $refused == *"apt-get install bubblewrap"*" 409" ]] || fail "the process bot was not refused with the install command"
season=$(api -H "$organiser" -d '{"name":"fresh","gamesPerMatchup":2}' localhost:8080/api/seasons | json id)
for bot in 1 5; do api -H "$organiser" -d "{\"botId\":$bot}" localhost:8080/api/seasons/$season/entries; done
api -H "$organiser" -X POST localhost:8080/api/seasons/$season/rounds >/dev/null
for _ in $(seq 60); do [ "$(api localhost:8080/api/seasons/$season | json done)" = 1 ] && break; sleep 1; done
progress=$(api localhost:8080/api/seasons/$season)
echo "built-in bots random and density: $progress"
[ "$(echo "$progress" | json done)" = 1 ] || fail "the built-in bots' round did not finish"
kill "$dev"
wait "$dev" || true
for _ in $(seq 60); do curl -s -o /dev/null localhost:8080/ || break; sleep 1; done

started=$(date +%s)
status=0
./mvnw verify </dev/null 2>&1 | stamp >/root/verify.log || status=$?
seconds=$(( $(date +%s) - started ))
grep -E "Installing|Installed|Tests run:.*Fail|BUILD|ERROR\]" /root/verify.log | grep -v "Tests run:.*in io\." | tail -n 25
echo "RESULT verify exit=$status seconds=$seconds"
exit "$status"
INSIDE
)

log "inside the root: ./mvnw quarkus:dev, then ./mvnw verify"
mkfifo -m 600 "$work/go"
exec 5<>"$work/go"
bwrap --bind "$root" / --proc /proc --dev /dev --ro-bind /sys /sys \
  --unshare-pid --unshare-ipc --unshare-uts --unshare-net --hostname fresh --die-with-parent --cap-add ALL \
  --clearenv --setenv PATH /usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --setenv HOME /root \
  --setenv USER root --setenv LOGNAME root --setenv TERM dumb --chdir /root \
  --info-fd 3 --block-fd 5 bash -c "$inside" 3>"$work/bwrap.json" >"$work/inside.log" 2>&1 &
runner=$!
for _ in $(seq 100); do grep -q child-pid "$work/bwrap.json" 2>/dev/null && break; sleep 0.1; done
child=$(grep -o '"child-pid": *[0-9]*' "$work/bwrap.json" | grep -o '[0-9]*$')
slirp4netns --configure --mtu=65520 --disable-host-loopback "$child" tap0 >"$work/slirp4netns.log" 2>&1 &
network=$!
trap 'kill $network 2>/dev/null || true' EXIT
sleep 1
echo go >&5   # the network is up: let the root start
status=0
wait "$runner" || status=$?
cat "$work/inside.log"

log "summary"
echo "commit $commit; debootstrap ${debootstrap_seconds} s"
grep '^RESULT' "$work/inside.log" || true
[ "$status" = 0 ] && echo "fresh machine: both commands passed" || echo "fresh machine: FAILED (exit $status); logs in $work"
if ! $keep && [ "$status" = 0 ]; then
  rm -rf "$work"
else
  echo "root and logs kept in $work (quarkus:dev and verify logs in $root/root/)"
fi
exit "$status"
