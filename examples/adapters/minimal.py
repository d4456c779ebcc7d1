#!/usr/bin/env python3
"""A minimal Riftbound conformance adapter (protocol v1), Python standard library only.

It speaks newline-delimited JSON on stdin and stdout: it answers `start` with who it is (and no
capabilities), `skipped` to every `run`, and exits on `stop`. Replace `run_scenario` with a call into
your engine and return an observation instead. Log to stderr: stdout carries protocol lines only.

Try it:  npx riftbound-conformance smoke --adapter-command "python3 examples/adapters/minimal.py"
"""
import json
import sys

PROTOCOL_VERSION = 1

IMPLEMENTATION = {
    "name": "minimal-python",
    "version": "0.1.0",
    "language": "python",
    "homepage": "https://example.org/minimal-python",
    # Add capabilities as your engine gains them (spec/lists/capabilities.schema.json).
    "capabilities": [],
}


def run_scenario(scenario):
    """Returns the reply body for one scenario: {"observation": ...}, {"skipped": ...} or {"errored": ...}."""
    return {"skipped": {"reason": "this adapter runs no engine yet"}}


def reply(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()  # the harness waits for each line: never leave one in a buffer


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        command = json.loads(line)
        cmd = command.get("cmd")
        if cmd == "start":
            reply({"version": PROTOCOL_VERSION, "implementation": IMPLEMENTATION})
        elif cmd == "run":
            try:
                body = run_scenario(command["scenario"])
            except Exception as error:  # report, never crash: a crash costs a restart
                body = {"errored": {"message": str(error)}}
            reply({"seq": command["seq"], **body})
        elif cmd == "stop":
            return
        else:
            print(f"minimal.py: unknown command {cmd!r}", file=sys.stderr)


if __name__ == "__main__":
    main()
