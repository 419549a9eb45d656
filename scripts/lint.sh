#!/usr/bin/env bash
# Lint with the committed .swift-format (line length 120). Not wired into CI yet: the codebase is
# reformatted once, after the open branches are merged; then `.ci/run` calls this script.
set -euo pipefail
cd "$(dirname "$0")/.."
exec swift format lint --strict --recursive --parallel Sources Tests Package.swift
