# The two commands of the README: `make run` and `make test`. Everything else is a step of those.
SHELL := /bin/bash
export NEXT_TELEMETRY_DISABLED := 1
# Browser tests use Debian's Chromium; nothing may download a browser.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
CHROMIUM ?= /usr/bin/chromium

.PHONY: run test test-repeat install build serve chromium postgres lint typecheck unit e2e bench

# Not `npm ci`: the registry reachable here serves only this platform's optional binaries (no
# darwin/win32 builds of Next.js SWC, Tailwind oxide, ...), so `npm ci` rejects any lockfile. A
# non-saving install follows package-lock.json exactly and skips the unreachable optional packages.
node_modules/.installed: package.json package-lock.json
	npm install --no-save --no-audit --no-fund
	@touch $@

install: node_modules/.installed

build: install
	npm run build

## Build and serve the production site on http://localhost:3000.
run: build
	npm run start

## Install what the tests need and run the whole suite.
# One step at a time: run side by side, the type check and the linter took 76 s (59 s one after the
# other), and the second build beside the checks 174 s (about 140 s): every step here keeps both
# cores busy (bench/RESULTS.md, session 22).
test: install chromium postgres
	npm run format:check
	npm run typecheck
	npm run lint
	npm run test:unit
	npm run check:samples
	npm run build
	npm run build:configured
	npm run check:links
	npm run check:addresses
	npm run test:e2e
	npm run bench:size

chromium:
	@if [ ! -x "$(CHROMIUM)" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk; \
	  else \
	    echo "Chromium is missing at $(CHROMIUM): run 'sudo apt-get install -y chromium fonts-noto-cjk' or set CHROMIUM=/path/to/chromium"; \
	    exit 1; \
	  fi; \
	fi

# The PostgreSQL feedback store's integration tests start a throwaway server from Debian's package
# (tests/setup/postgres.ts); install it when missing.
postgres:
	@if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && [ -z "$$TEST_DATABASE_URL" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; \
	  else \
	    echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql' or set TEST_DATABASE_URL"; \
	    exit 1; \
	  fi; \
	fi

lint: install
	npm run lint

typecheck: install
	npm run typecheck

unit: install postgres
	npm run test:unit

# tests/e2e/scale-out.spec.ts starts (and stops) a PostgreSQL server of its own.
e2e: install chromium postgres
	npm run test:e2e

## Run end-to-end specs ten times over against the current builds, to find a flaky one:
## make test-repeat SPECS="tests/e2e/search.spec.ts tests/e2e/configured/sign-in.spec.ts"
test-repeat: install chromium postgres
	@if [ -z "$(SPECS)" ]; then echo 'Name the specs: make test-repeat SPECS="tests/e2e/<name>.spec.ts"'; exit 2; fi
	@if [ ! -d .next ] || [ ! -d .next-configured ]; then npm run build && npm run build:configured; fi
	npm run test:e2e:repeat -- $(SPECS)

bench: install
	npm run bench:size
