#!/usr/bin/env bash
# Every test PipeProof has: typecheck, lint, unit tests (no server), web tests against the real
# server, server integration tests on embedded PGlite and on a real PostgreSQL (Debian package,
# throwaway cluster on loopback), end-to-end tests in Debian's Chromium against the built app
# served by the real server, and the benches: page weight, Lighthouse, the API under load, the
# engine's and the certificate's speed. Installs the Debian packages the tests need when missing.
# Ends with one plain line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
RESULTS=$ROOT/test-results/summary
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
failed_steps=()
timings=()
RUN_STARTED=$SECONDS
STEP_STARTED=$SECONDS

step() { printf '\n==> %s\n' "$1"; STEP_STARTED=$SECONDS; }
fail_if() { # name exit-code
  if [ "$2" -ne 0 ]; then failed_steps+=("$1"); echo "!! step failed: $1"; fi
}
record() { # name exit-code: the step's time, and whether it failed
  local took=$((SECONDS - STEP_STARTED))
  timings+=("$(printf '%4d:%02d  %s' $((took / 60)) $((took % 60)) "$1")")
  fail_if "$1" "$2"
}

# --- System packages -------------------------------------------------------------------------
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
[ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ] || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  step "Installing Debian packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
fi
export CHROMIUM_PATH=${CHROMIUM_PATH:-$(command -v chromium || echo /usr/bin/chromium)}

# --- PostgreSQL: a throwaway cluster on loopback ----------------------------------------------
PG_DIR=$(mktemp -d /tmp/pipeproof-pg.XXXXXX)
PG_PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$PG_DIR"
stop_pg() { as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1; rm -rf "$PG_DIR"; }
trap stop_pg EXIT
step "Starting PostgreSQL on 127.0.0.1:$PG_PORT"
as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U app >/dev/null &&
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w start \
    -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off" >/dev/null
record "postgresql start" $?
export TEST_DATABASE_URL="postgres://app@127.0.0.1:$PG_PORT/postgres"

# --- Static checks ---------------------------------------------------------------------------
step "Typecheck, and lint and format (side by side: each uses one core)"
npm run --silent typecheck >"$RESULTS/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run --silent lint >"$RESULTS/lint.log" 2>&1
lint_status=$?
wait "$typecheck_pid"
typecheck_status=$?
cat "$RESULTS/typecheck.log" "$RESULTS/lint.log"
fail_if typecheck "$typecheck_status"
fail_if lint "$lint_status"
record "typecheck and lint" 0

# --- Tests -----------------------------------------------------------------------------------
step "Unit tests: engine, contracts, server, web (no server, no database; npm run test:unit)"
npx vitest run --reporter=default --reporter=json --outputFile="$RESULTS/unit.json"
record "unit tests" $?

step "Web tests against the real server (whole routes; two servers started once)"
npx vitest run -c apps/web/vitest.server.config.ts \
  --reporter=default --reporter=json --outputFile="$RESULTS/web-server.json"
record "web tests (real server)" $?

step "Engine coverage (100 % lines, branches, functions, statements)"
npm run --silent test:coverage -w @pipeproof/engine
record "engine coverage" $?

step "Server integration tests on PGlite"
env -u TEST_DATABASE_URL npx vitest run -c apps/server/vitest.integration.config.ts \
  --reporter=default --reporter=json --outputFile="$RESULTS/integration-pglite.json"
record "integration (PGlite)" $?

step "Server integration tests on PostgreSQL"
npx vitest run -c apps/server/vitest.integration.config.ts \
  --reporter=default --reporter=json --outputFile="$RESULTS/integration-postgres.json"
record "integration (PostgreSQL)" $?

step "Build the web app and the server"
npm run --silent build
record build $?

step "End-to-end tests in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e.json" npm run --silent test:e2e -- --reporter=list,json
record "end-to-end" $?

step "Page-weight budget"
npm run --silent page-weight -w @pipeproof/bench -- --json "$RESULTS/page-weight.json"
record "page-weight budget" $?

step "Lighthouse (mobile): performance ≥ 90, accessibility, best practices and CLS held; the targets printed"
npm run --silent lighthouse -w @pipeproof/bench -- --json "$RESULTS/lighthouse.json"
record "lighthouse" $?

step "API under load (autocannon, PGlite and PostgreSQL, three rounds each): no failed request, every endpoint within its allowance, RSS ≤ 150 MB on PostgreSQL and ≤ 450 MB on PGlite; the goals printed"
npm run --silent api-load -w @pipeproof/bench -- --json "$RESULTS/api-load.json"
record "api under load" $?

step "Engine speed budget"
npm run --silent engine -w @pipeproof/bench -- --json "$RESULTS/engine-bench.json"
record "engine speed budget" $?

step "Certificate PDF speed budget"
npm run --silent certificate -w @pipeproof/bench -- --json "$RESULTS/certificate-bench.json"
record "certificate speed budget" $?

# --- Summary ---------------------------------------------------------------------------------
total=$((SECONDS - RUN_STARTED))
printf '\nTime per step (m:ss):\n'
printf '%s\n' "${timings[@]}"
printf '%4d:%02d  in all\n\n' $((total / 60)) $((total % 60))
node scripts/summarize-results.mjs "$RESULTS" "${failed_steps[@]}"
