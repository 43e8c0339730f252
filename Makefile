# strength-site — the two Quick start commands are `make run` and `make test`.
SWIFT ?= swift
BIN := .build/release/strength-site

.PHONY: run test stress bench deps release demo-data clean

## Build the release binary and show the demo project's history (Data/ in this repo).
run: deps
	$(SWIFT) build -c release --product strength-site
	$(BIN) history --project . --limit 10

## Build and run every test (what CI runs).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## The long crash-safety run: 250 SIGKILLs instead of 30.
stress: deps
	$(SWIFT) build --build-tests
	STRENGTH_SITE_STRESS=1 $(SWIFT) test --skip-build --filter CrashSafetyTests

## Speed and memory benchmarks (ordo-one/benchmark; a separate package in Benchmarks/, built in release).
bench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

deps:
	@./scripts/install-deps.sh

release: deps
	$(SWIFT) build -c release --product strength-site

## Regenerate the demo history in Data/ (deterministic: same bytes every time).
demo-data: deps
	rm -rf Data
	$(SWIFT) run -c release generate-demo --out .

clean:
	rm -rf .build Site/*
