#!/usr/bin/env bash
# Lint with the committed .swift-format (line length 120); `.ci/run` calls it before the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
exec swift format lint --strict --recursive --parallel Sources Tests Package.swift
