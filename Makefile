# strength-site — the two Quick start commands are `make run` and `make test`.
SWIFT ?= swift
BIN := .build/release/strength-site
# Release builds link the Swift runtime and Foundation into the binary on Linux: it starts in about
# 5.6 ms instead of 9.8 (no shared libraries to load and relocate), builds run 4-7 % faster, and it
# runs on a machine without the Swift toolchain. Every release build here passes the same flags:
# changing them makes SwiftPM compile everything again.
RELEASE := -c release $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

.PHONY: run test browser-check workflow-check clone-check stress bench bench-hugo deps release install demo-data catalogue clean

## Build the release binary and the demo project's site (Data/ in this repo) into Site/.
run: deps
	$(SWIFT) build $(RELEASE) --product strength-site
	$(BIN) build --project .
	@echo "Open Site/index.html in a browser."

## Build and run every test (what CI runs): the Swift tests, the real-browser check of the site, then
## the GitHub Pages workflow `init` writes, run locally with strength-site restored from its cache
## (the workflow's build from source runs in clone-check).
test:
	@./scripts/install-deps.sh --test --browser
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest
	sh scripts/browser-check.sh
	sh scripts/workflow-check.sh

## Headless chromium opens the demo site and a long imported history (3,000 workouts through a Strong CSV) at
## 390/1280 px, light/dark, with axe-core; screenshots in artifacts/screenshots/ (long-* for the long history).
browser-check: deps
	$(SWIFT) build --product strength-site
	$(SWIFT) build --product generate-demo
	sh scripts/browser-check.sh

## A fresh clone of HEAD in a temporary folder with no ../shared beside it passes `make run` and `make test`.
clone-check:
	sh scripts/clone-check.sh

## Validates init's .github/workflows/pages.yml (check-jsonschema) and runs its steps on this machine.
workflow-check: deps
	$(SWIFT) build --product strength-site
	sh scripts/workflow-check.sh

## The long modes STRENGTH_SITE_STRESS=1 turns on: 250 SIGKILLs instead of 30, 200 MB hostile imports, a 2 GiB file served.
stress: deps
	$(SWIFT) build --build-tests
	STRENGTH_SITE_STRESS=1 $(SWIFT) test --skip-build --disable-xctest --filter 'CrashSafetyTests|ServeStreamingEndToEndTests|ImportHostileInputTests'

## Speed and memory benchmarks (ordo-one/benchmark; a separate package in Benchmarks/, built in release),
## then bench-hugo: strength-site and Hugo side by side. About 10 minutes from a warm build.
bench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark
	@$(MAKE) --no-print-directory bench-hugo

## strength-site and Hugo build the same 5,000-workout history (Benchmarks/HugoComparison/): full, no-op and
## one-workout builds on tmpfs and disk, median of 3, printed as a Markdown table. Needs python3; Hugo is
## optional (apt-get install hugo): without it only strength-site is measured. About 3 minutes.
bench-hugo: release
	cd Benchmarks && $(SWIFT) build -c release --product HugoSiteGenerator
	python3 Benchmarks/HugoComparison/compare.py

deps:
	@./scripts/install-deps.sh

release: deps
	$(SWIFT) build $(RELEASE) --product strength-site

## Install the release binary, stripped of its symbols, and shell completions under PREFIX (default ~/.local).
PREFIX ?= $(HOME)/.local
MEGABYTES := awk '{ printf "%.0f MB", $$1 / 1000000 }'
install: release
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/bash-completion/completions" \
		"$(PREFIX)/share/zsh/site-functions" "$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 -s $(BIN) "$(PREFIX)/bin/strength-site"
	$(BIN) --generate-completion-script bash > "$(PREFIX)/share/bash-completion/completions/strength-site"
	$(BIN) --generate-completion-script zsh > "$(PREFIX)/share/zsh/site-functions/_strength-site"
	$(BIN) --generate-completion-script fish > "$(PREFIX)/share/fish/vendor_completions.d/strength-site.fish"
	@echo "Installed $(PREFIX)/bin/strength-site ($$(wc -c <"$(PREFIX)/bin/strength-site" | $(MEGABYTES)) stripped, \
	$$(wc -c <$(BIN) | $(MEGABYTES)) as built) and its bash, zsh and fish completions."

## Regenerate the demo history in Data/ (deterministic: same bytes every time).
demo-data: deps
	rm -rf Data
	$(SWIFT) run $(RELEASE) generate-demo --out .

## Catalogue/exercises.json from ../shared/data/exercises and Catalogue/overrides.json (docs/CATALOGUE.md).
catalogue:
	python3 scripts/derive-catalogue.py

clean:
	rm -rf .build Site/*
