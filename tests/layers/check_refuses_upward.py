#!/usr/bin/env python3
"""The floors check refuses an upward include: a copy of the tree passes scripts/check-layers,
and the same copy with `#include "window/MainWindow.h"` added to a source of app/files/ (a
saved game that would know the window) fails, naming that line. Only the checked folders and
DESIGN.md are copied (a few megabytes, into a temporary folder removed afterwards).

Usage: check_refuses_upward.py SOURCE_DIR"""
import pathlib
import shutil
import subprocess
import sys
import tempfile

SOURCE = pathlib.Path(sys.argv[1]).resolve()
CHECK = SOURCE / "scripts" / "check-layers"
UPWARD = '#include "window/MainWindow.h"'


def run(root):
    return subprocess.run([sys.executable, str(CHECK), str(root)], capture_output=True, text=True)


def main():
    with tempfile.TemporaryDirectory(prefix="check-layers-") as tmp:
        root = pathlib.Path(tmp)
        for folder in ("engine", "app", "tests"):
            shutil.copytree(SOURCE / folder, root / folder)
        (root / "docs").mkdir()
        shutil.copy(SOURCE / "docs" / "DESIGN.md", root / "docs" / "DESIGN.md")

        clean = run(root)
        if clean.returncode != 0:
            print("the unchanged copy should pass:\n" + clean.stdout)
            return 1
        if "app floors (docs/DESIGN.md): base <" not in clean.stdout:
            print("the check did not read the app's floors:\n" + clean.stdout)
            return 1

        target = sorted((root / "app" / "files").glob("*.cpp"))[0]
        lines = target.read_text(encoding="utf-8").splitlines()
        lines.insert(1, UPWARD)
        target.write_text("\n".join(lines) + "\n", encoding="utf-8")
        upward = run(root)
        where = f"app/files/{target.name}:2"
        if upward.returncode == 0 or where not in upward.stdout or "a floor above it" not in upward.stdout:
            print(f"{UPWARD} in {where} was not refused:\n" + upward.stdout)
            return 1
        print(f"refused as it should be: {next(l for l in upward.stdout.splitlines() if where in l)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
