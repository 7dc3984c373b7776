#!/usr/bin/env bash
# Installs Debian's default Java runtime (default-jre-headless) for the HTML-validity browser test, which runs the Nu
# Html Checker (vnu.jar) with the `java` on PATH, when that is missing or older than 17. Never downloads a JDK of its own.
set -euo pipefail
wanted_major=17
java_major() {
  # `openjdk version "17.0.15" …` → 17; the old form `java version "1.8.0_402"` → 8.
  java -version 2>&1 | sed -nE '/version "/{s/.*version "(1\.)?([0-9]+).*/\2/p;q}'
}
current="$(command -v java >/dev/null 2>&1 && java_major || true)"
if [ "${current:-0}" -ge "$wanted_major" ]; then
  exit 0
fi
echo "Java $wanted_major+ not found (found ${current:-none}): installing Debian's default-jre-headless package."
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq default-jre-headless >/dev/null
current="$(java_major || true)"
if [ "${current:-0}" -lt "$wanted_major" ]; then
  echo "The java on PATH is still older than $wanted_major (${current:-none}): put Java $wanted_major+ first on PATH." >&2
  exit 1
fi
java -version 2>&1 | head -1
