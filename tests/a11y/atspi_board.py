#!/usr/bin/python3
"""The game as a screen reader sees it, over AT-SPI (python3-pyatspi), in both games.

Run by tests/a11y/run-atspi-test, which provides Xvfb, a session bus and the accessibility bus.
For Bagh-Chal and then Lambs and Tigers (--game lambs), each on a fresh HOME with two players
at one screen, it starts `baghchal --new-game`, and:
  * finds the board and its points by name (25 / 23: "C3, empty", "A1, tiger" …);
  * plays a goat's placement and a tiger's move by key presses alone (xdotool: the arrows walk
    the keyboard cursor, Enter plays), reading from the tree which point has the focus, and
    reads the result back: the points' names say goat / tiger / empty now, and the turn word's
    name says the move ("Goats played C3. Tigers to move."); the focus and NameChanged events
    must have reached the bus;
  * finds no unnamed push button, check box, text field, table, combo box or spin box in the
    main window (with the game's review open too), nor in each dialog it opens by keyboard (New
    Game, Play Over the Network, Set
    Up Position, Puzzles), reads and closes with Escape.
Exits 0 when everything holds, 1 with the failures listed otherwise.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

APP = sys.argv[1]
WAIT = 15.0  # seconds for any one thing to appear on the bus
POINT = re.compile(r"^(\S+), (goat|tiger|empty)(, .*)?$")
CONTROL_ROLES = {
    pyatspi.ROLE_PUSH_BUTTON: "push button",
    pyatspi.ROLE_TOGGLE_BUTTON: "toggle button",
    pyatspi.ROLE_CHECK_BOX: "check box",
    pyatspi.ROLE_RADIO_BUTTON: "radio button",
    pyatspi.ROLE_TEXT: "text field",
    pyatspi.ROLE_ENTRY: "text field",
    pyatspi.ROLE_PASSWORD_TEXT: "text field",
    pyatspi.ROLE_TABLE: "table",
    pyatspi.ROLE_TREE_TABLE: "table",
    pyatspi.ROLE_COMBO_BOX: "combo box",
    pyatspi.ROLE_SPIN_BUTTON: "spin box",
    pyatspi.ROLE_SLIDER: "slider",
}

failures = []
events = []  # (type, source name) of the events heard


def fail(text):
    print("FAIL:", text, flush=True)
    failures.append(text)


def note(text):
    print(text, flush=True)


def on_event(event):
    try:
        name = event.source.name or ""
    except Exception:  # the source may be gone already
        name = ""
    events.append((event.type, name))


def pump(seconds=0.05):
    """Lets the bus deliver events for a moment."""
    end = time.monotonic() + seconds
    ctx = GLib.MainContext.default()
    while time.monotonic() < end:
        while ctx.iteration(False):
            pass
        time.sleep(0.01)


def wait_for(what, probe, timeout=WAIT):
    """probe() until it returns something true; None (and a failure) after `timeout`."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            found = probe()
        except Exception:  # objects come and go while the window changes
            found = None
        if found:
            return found
        pump(0.1)
    fail(f"timed out waiting for {what}")
    return None


def children(node):
    try:
        return [c for c in (node.getChildAtIndex(i) for i in range(node.childCount)) if c]
    except Exception:
        return []


# What a walk does not enter: a table's cells and a list's or combo box's items are data, named
# by their container, and there are many of them (each a round trip on the bus).
LEAVES = {pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_LIST, pyatspi.ROLE_COMBO_BOX}


def walk(node, depth=0):
    yield node, depth
    try:
        if depth >= 40 or node.getRole() in LEAVES:
            return
    except Exception:
        return
    for c in children(node):
        yield from walk(c, depth + 1)


def states(node):
    return node.getState()


def key(*keys):
    subprocess.run(["xdotool", "key", "--delay", "60", *keys], check=True)
    pump(0.15)


class Game:
    """One run of the game: its process, HOME and accessible application."""

    def __init__(self, args):
        self.home = tempfile.mkdtemp(prefix="baghchal-a11y-home.")
        conf = os.path.join(self.home, ".config", "baghchal")
        os.makedirs(conf)
        with open(os.path.join(conf, "baghchal.conf"), "w") as f:
            f.write("[game]\nmode=1\n")  # two players at one screen: both sides by keys
        env = dict(os.environ, HOME=self.home, XDG_CONFIG_HOME=os.path.join(self.home, ".config"),
                   XDG_DATA_HOME=os.path.join(self.home, ".local", "share"), LANG="C.UTF-8",
                   LANGUAGE="en")
        env.pop("QT_QPA_PLATFORM", None)
        self.log = open(os.path.join(self.home, "app.log"), "w")
        self.proc = subprocess.Popen([APP, "--new-game", *args], env=env, stdout=self.log,
                                     stderr=subprocess.STDOUT)
        self.app = wait_for("the game on the accessibility bus", self.find_app, 30)
        self.window = wait_for("the main window", lambda: self.frame("Board"))
        self.xid = None
        self._board = None
        self._word = None

    def find_app(self):
        desk = pyatspi.Registry.getDesktop(0)
        for a in children(desk):
            try:
                if a.get_process_id() == self.proc.pid:
                    return a
            except Exception:
                continue
        return None

    def frames(self):
        return [c for c in children(self.app)
                if c.getRole() in (pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG, pyatspi.ROLE_WINDOW)]

    def frame(self, holding):
        """The top-level window with an object whose name starts with `holding`."""
        for f in self.frames():
            for n, _ in walk(f):
                if (n.name or "").startswith(holding):
                    return f
        return None

    def focus_window(self):
        out = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid",
                              str(self.proc.pid)], capture_output=True, text=True, timeout=WAIT)
        ids = out.stdout.split()
        if not ids:
            fail("no X window of the game")
            return
        # The biggest window is the main one (Qt also maps small helper windows).
        def area(w):
            g = subprocess.run(["xdotool", "getwindowgeometry", w], capture_output=True,
                               text=True).stdout
            m = re.search(r"Geometry: (\d+)x(\d+)", g)
            return int(m.group(1)) * int(m.group(2)) if m else 0
        self.xid = max(ids, key=area)
        subprocess.run(["xdotool", "windowfocus", "--sync", self.xid], timeout=WAIT)
        pump(0.3)

    def board(self):
        if self._board is None:
            for n, _ in walk(self.window):
                if (n.name or "").startswith("Board, ") and n.childCount >= 23:
                    self._board = n
                    break
        return self._board

    def points(self):
        """name of each point -> (contents, the rest of its name, accessible)."""
        b = self.board()
        found = {}
        for c in children(b) if b else []:
            m = POINT.match(c.name or "")
            if m and c.getRole() == pyatspi.ROLE_PUSH_BUTTON:
                found[m.group(1)] = (m.group(2), m.group(3) or "", c)
        return found

    def focused_point(self):
        for name, (_, _, acc) in self.points().items():
            if states(acc).contains(pyatspi.STATE_FOCUSED):
                return name
        return None

    def centre(self, name):
        e = self.points()[name][2].queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return e.x + e.width / 2, e.y + e.height / 2

    def walk_to(self, target):
        """Moves the keyboard cursor to point `target` with the arrow keys alone."""
        for _ in range(16):
            here = wait_for("a focused point on the board", self.focused_point)
            if here is None or here == target:
                return here == target
            (hx, hy), (tx, ty) = self.centre(here), self.centre(target)
            dx, dy = tx - hx, ty - hy
            arrows = sorted([("Right", dx), ("Left", -dx), ("Down", dy), ("Up", -dy)],
                            key=lambda a: -a[1])
            for arrow, gain in arrows:
                if gain <= 0:
                    break
                key(arrow)
                moved = wait_for("the cursor to move", lambda: self.focused_point() != here
                                 and self.focused_point(), 2)
                if moved:
                    break
            else:
                break
        fail(f"could not walk the cursor to {target}")
        return False

    def turn_word(self):
        """The side panel's turn word: its name says the last move and whose turn it is."""
        if self._word is None:
            for n, _ in walk(self.window):
                if n.getRole() == pyatspi.ROLE_LABEL and re.search(r"to move\.$", n.name or ""):
                    self._word = n
                    break
        return self._word

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.log.close()
        shutil.rmtree(self.home, ignore_errors=True)


def unnamed_controls(root):
    """The controls under `root` a screen reader could only call by their kind."""
    bad = []
    for n, _ in walk(root):
        try:
            role = n.getRole()
            if role in CONTROL_ROLES and not (n.name or "").strip():
                parent = n.parent.name if n.parent else ""
                bad.append(f"{CONTROL_ROLES[role]} (in '{parent}')")
        except Exception:
            continue
    return bad


def check_names(game, where, root):
    bad = unnamed_controls(root)
    if bad:
        fail(f"{where}: unnamed {', '.join(bad)}")
    else:
        note(f"  {where}: every control named")


def dialogs(game, title_part):
    return [f for f in game.frames() if f.getRole() == pyatspi.ROLE_DIALOG
            and title_part.lower() in (f.name or "").lower()]


def check_dialog(game, keys, title_part):
    # No window manager gives the focus back when a dialog closes: the test does.
    game.focus_window()
    key(*keys)
    found = wait_for(f"the dialog '{title_part}'", lambda: dialogs(game, title_part), 10)
    if not found:
        # Whatever opened instead must not hold the keys of the next check.
        if dialogs(game, ""):
            key("Escape")
        return
    dialog = found[0]
    pump(0.3)
    check_names(game, f"dialog '{dialog.name}'", dialog)
    key("Escape")
    wait_for(f"the dialog '{title_part}' to close", lambda: not dialogs(game, title_part))


def play(game, goats_point_count):
    pts = wait_for(f"{goats_point_count} points on the board",
                   lambda: (p := game.points()) and len(p) == goats_point_count and p)
    if not pts:
        found = len(game.points())
        fail(f"expected {goats_point_count} named points, found {found}")
        return
    note(f"  board: '{game.board().name}', {len(pts)} points, e.g. "
         + "; ".join(f"'{pts[n][2].name}'" for n in list(pts)[:3]))
    game.focus_window()
    # The first arrow shows the cursor at its home point; the focus goes there.
    events.clear()
    key("Down")
    home = wait_for("the cursor's point to take the focus", game.focused_point)
    if not home:
        return
    if not any(t.startswith("focus") or "state-changed:focused" in t for t, _ in events):
        pump(0.5)
    if not any(n == game.points()[home][2].name for t, n in events
               if t.startswith("focus") or "state-changed:focused" in t):
        fail(f"no focus event for the point {home}")

    # A goat's placement: the nearest empty point to the cursor.
    empty = [n for n, (what, _, _) in game.points().items() if what == "empty"]
    hx, hy = game.centre(home)
    target = min(empty, key=lambda n: (game.centre(n)[0] - hx) ** 2
                 + (game.centre(n)[1] - hy) ** 2)
    if not game.walk_to(target):
        return
    events.clear()
    key("Return")
    if wait_for(f"{target} to say goat", lambda: game.points()[target][0] == "goat"):
        note(f"  placed: '{game.points()[target][2].name}'")
    word = wait_for("the turn word to say the placement", lambda: (
        (w := game.turn_word()) and f"Goats played {target}." in w.name and w))
    if word:
        note(f"  turn word: '{word.name}'")
    pump(0.3)
    if not any("accessible-name" in t and n.startswith(f"{target}, goat") for t, n in events):
        fail(f"no NameChanged event for {target}")
    if not any("accessible-name" in t and n.startswith("Goats played") for t, n in events):
        fail("no NameChanged event for the turn word")

    # A tiger's move: select a tiger with Enter; its targets say "move here".
    for tiger in [n for n, (what, _, _) in game.points().items() if what == "tiger"]:
        if not game.walk_to(tiger):
            return
        key("Return")
        if not wait_for(f"{tiger} to say selected", lambda: "selected" in game.points()[tiger][1],
                        5):
            return
        dest = [n for n, (_, rest, _) in game.points().items() if "move here" in rest]
        if not dest:
            key("Escape")
            continue
        if not game.walk_to(dest[0]):
            return
        key("Return")
        moved = wait_for(f"the tiger to stand on {dest[0]}", lambda: (
            game.points()[dest[0]][0] == "tiger" and game.points()[tiger][0] == "empty"))
        word = wait_for("the turn word to say the tiger's move", lambda: (
            (w := game.turn_word()) and re.search(
                rf"Tigers played {re.escape(tiger)}\W{re.escape(dest[0])}\. Goats to move\.",
                w.name) and w))
        if moved and word:
            note(f"  moved: '{game.points()[dest[0]][2].name}', '{game.points()[tiger][2].name}'"
                 f"; turn word: '{word.name}'")
        return
    fail("no tiger could move")


def review(game):
    """Game > Review Game by its key: the review's table is on the bus with its verdicts in
    words, and every control of the window, the review's column among them, is named."""
    game.focus_window()
    key("ctrl+r")

    def verdicts():
        for n, _ in walk(game.window):
            try:
                if n.getRole() in (pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE) \
                        and n.name == "Verdicts of the moves":
                    # Its cells (a walk does not enter a table): the first rows' are enough.
                    words = [c.name for c in children(n)[:24]
                             if c.getRole() == pyatspi.ROLE_TABLE_CELL]
                    # A row in words, a column each (Orca reads the row): "Move 1, Goats",
                    # "C3", "best"; the number without the list's dot.
                    if any(re.search(r"^Move \d+, (Goats|Tigers)$", w) for w in words) and \
                            any(re.search(r"(best|good|inaccuracy|mistake|blunder|not proven|"
                                          r"estimate)", w) for w in words):
                        return words
            except Exception:
                continue
        return None

    words = wait_for("the review's verdicts", verdicts, 30)
    if words:
        note(f"  review: {len(words)} cells, e.g. " + "; ".join(f"'{w}'" for w in words[:6]))
        check_names(game, "main window with the review", game.window)


def run(label, args, points, dialogs):
    note(f"{label}:")
    game = Game(args)
    try:
        if not game.app or not game.window:
            return
        play(game, points)
        check_names(game, "main window", game.window)
        review(game)
        for keys, title in dialogs:
            check_dialog(game, keys, title)
    finally:
        game.close()


def main():
    pyatspi.Registry.registerEventListener(
        on_event, "focus:", "object:state-changed:focused", "object:property-change:accessible-name")
    start = time.monotonic()
    run("Bagh-Chal", [], 25, [
        (["ctrl+n"], "New Game"),
        (["ctrl+shift+n"], "Network"),
        (["ctrl+e"], "Set Up"),
        (["ctrl+shift+p"], "Puzzle"),
    ])
    run("Lambs and Tigers", ["--game", "lambs"], 23, [(["ctrl+n"], "New Game")])
    note(f"done in {time.monotonic() - start:.1f} s")
    if failures:
        print(f"{len(failures)} failure(s):", *failures, sep="\n  ", file=sys.stderr)
        sys.exit(1)


main()
