#!/bin/sh
# Stands in for Prisma's native engines, which cannot be downloaded here and are not used:
# the CLI runs its WASM engine and the client runs without an engine (driver adapters).
exit 1
