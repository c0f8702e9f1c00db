#!/usr/bin/python3
"""What a blind player hears: Orca, Debian's screen reader, beside the game, its speech read back.

Run by tests/a11y/run-atspi-test (Xvfb, a session bus of its own, the accessibility bus). Starts
Orca speaking through speech-dispatcher and espeak-ng into ALSA's null device (no sound card
needed: every utterance is still in Orca's debug log, which this reads), then, for Bagh-Chal and
Lambs and Tigers, each in English and in Nepali, against the computer with the goats, by keys
alone (xdotool), checks what Orca spoke after each key:
  * the window's focus: the board and whose turn it is;
  * an arrow: the keyboard cursor's point ("C3, empty");
  * Enter: the goat's placement ("Goats placed C3."), once, and then the computer's reply, which
    waits until the placement has had time to be spoken (Orca cuts an utterance short when the
    next comes); in Bagh-Chal the game starts where the reply is a capture that ends the game
    ("Tigers captured A1×C1. The computer wins. Tigers win. Five goats have been captured.");
  * arrows away and back: the point's name as it is now ("C3, goat"; empty where the reply
    took that goat);
  * Ctrl+Z: what was taken back ("Taken back: Tigers captured A1×C1. Goats placed C3. Goats to
    move.");
  * in Bagh-Chal, H before the first arrow: the hint ("Hint: C1 — …").
Then, in English, two players at this screen with a clock of twelve seconds (times
BAGHCHAL_TEST_TIMEOUT_SCALE, as every limit here): a goat placed, the
tigers offer a draw from the Game menu (Alt+G, D), the question is heard with its keys ("Player 2
offers a draw. Does Player 1 accept? Alt+A accepts, Alt+D declines.") and Alt+D declines it ("The draw was declined; the game goes on."), and the tigers' clock going under ten
seconds is heard ("Tigers: ten seconds left.").
Prints each step's transcript; exits 0 when everything holds, 1 with the failures listed.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

APP = sys.argv[1]
# Limits scale with BAGHCHAL_TEST_TIMEOUT_SCALE, as the other tests' do (scripts/test).
try:
    SCALE = max(1.0, float(os.environ.get("BAGHCHAL_TEST_TIMEOUT_SCALE", "1")))
except ValueError:
    SCALE = 1.0
WAIT = 15.0 * SCALE  # seconds for one utterance to come
PY = sys.executable or "/usr/bin/python3"

# Bagh-Chal where any placement but C1's lets the tiger on A1 take B1, the fifth goat.
CAPTURE_START = "TG2T/5/5/5/T3T g g15 c4"

# What is said, in each language: (English, Nepali). Patterns, with {point} and {move} filled in.
WORDS = {
    "board": (r"Board, goats to move", r"बोर्ड, बाख्राको चाल"),
    "point": (r"^(\S+), (empty|goat|tiger)", r"^(\S+), (खाली|बाख्रा|बाघ)"),
    "goat here": (r"^{point}, goat", r"^{point}, बाख्रा"),
    "empty here": (r"^{point}, empty", r"^{point}, खाली"),
    "placed": (r"Goats placed {point}\.", r"बाख्रा {point} मा राखियो।"),
    "reply": (r"Tigers (played|captured) (\S+)\.", r"बाघले (\S+) खेल(्यो|ेर बाख्रा मार\S*)।"),
    "end": (r"The computer wins\. Tigers win\. Five goats have been captured\.",
            r"कम्प्युटर जित्यो। बाघ जिते\S* पाँचवटा बाख्रा मारिए।"),
    "hint": (r"Hint: (\S+)", r"सङ्केत: (\S+)"),
    "taken back": (r"Taken back: Tigers (played|captured) {move}\. Goats placed {point}\. "
                   r"Goats to move\.",
                   r"फिर्ता लिइयो: बाघले {move} खेल(्यो|ेर बाख्रा मार\S*)। बाख्रा {point} मा "
                   r"राखियो। बाख्राको चाल।"),
}

failures = []


def fail(text):
    print("FAIL:", text, flush=True)
    failures.append(text)


def words(key, lang, **fill):
    pattern = WORDS[key][0 if lang == "en" else 1]
    for name, value in fill.items():
        pattern = pattern.replace("{" + name + "}", re.escape(value))
    return pattern


class Orca:
    """Orca on this display and bus, speaking into the null device, its log line-buffered."""

    SPOKEN = re.compile(r"^(\d\d):(\d\d):(\d\d\.\d+) - SPEECH OUTPUT: '(.*)' ?\{'established")

    def __init__(self, work):
        self.dir = os.path.join(work, "orca")
        conf = os.path.join(self.dir, "config", "speech-dispatcher")
        os.makedirs(conf)
        os.makedirs(os.path.join(self.dir, "prefs"))
        run = os.path.join(self.dir, "run")
        os.makedirs(run, mode=0o700)
        with open("/etc/speech-dispatcher/speechd.conf") as src, \
                open(os.path.join(conf, "speechd.conf"), "w") as dst:
            dst.write(src.read())
            dst.write('\nAudioOutputMethod "alsa"\nAudioALSADevice "null"\n')
        self.log = os.path.join(self.dir, "orca.log")
        # Orca's own start, with three changes: its debug log is written a line at a time (else
        # it lags by kilobytes), it neither waits for nor kills another user's Orca (each runs on
        # a bus and display of its own), and it keeps its process name (so no other's
        # `orca --replace` kills this one).
        launch = (
            "import builtins, sys\n"
            "g = {'__name__': 'orca_start', '__file__': '/usr/bin/orca'}\n"
            "exec(compile(open('/usr/bin/orca').read(), '/usr/bin/orca', 'exec'), g)\n"
            "g['open'] = lambda f, m='r', *a, **k: builtins.open(f, m, 1 if 'w' in m else -1,"
            " *a, **k)\n"
            "g['otherOrcas'] = lambda: []\n"
            "g['setProcessName'] = lambda name: None\n"
            "sys.argv = ['orca'] + sys.argv[1:]\n"
            "sys.exit(g['main']())\n")
        env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(self.dir, "config"),
                   XDG_RUNTIME_DIR=run, LANG="C.UTF-8")
        self.out = open(os.path.join(self.dir, "orca.out"), "w")
        self.proc = subprocess.Popen(
            [PY, "-c", launch, "-u", os.path.join(self.dir, "prefs"), "--debug-file", self.log],
            env=env, stdout=self.out, stderr=subprocess.STDOUT, start_new_session=True)
        self.seen = 0
        if not self.wait(r"^Screen reader on", 2 * WAIT):
            with open(os.path.join(self.dir, "orca.out")) as f:
                fail("Orca did not start: " + f.read()[-2000:])

    def spoken(self):
        """Every utterance so far: (seconds of the day, text)."""
        said = []
        try:
            with open(self.log, errors="replace") as f:
                for line in f:
                    m = self.SPOKEN.match(line)
                    if m:
                        t = int(m.group(1)) * 3600 + int(m.group(2)) * 60 + float(m.group(3))
                        said.append((t, m.group(4).strip()))
        except FileNotFoundError:
            pass
        return said

    def mark(self):
        self.seen = len(self.spoken())

    def since(self):
        return self.spoken()[self.seen:]

    def wait(self, pattern, timeout=WAIT):
        """The first utterance since the mark that matches `pattern` (its match), or None."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            for _, text in self.since():
                m = re.search(pattern, text)
                if m:
                    return m
            time.sleep(0.1)
        return None

    def stop(self):
        if self.proc.poll() is None:
            # Orca does not end on SIGTERM; speech-dispatcher leaves by itself once it is gone
            os.killpg(self.proc.pid, 9)
            self.proc.wait()
        self.out.close()


def key(*keys):
    subprocess.run(["xdotool", "key", "--delay", "80", *keys], check=True)


class Game:
    # Against the computer (its first level: quick), the person with the goats.
    AGAINST_COMPUTER = "[game]\nmode=0\nside=0\nlevel=1\n"
    # Two players at this screen, twelve seconds each and nothing added a move.
    # (longer where the limits scale: the draw offer must come before the tigers' flag falls).
    TWO_ON_THE_CLOCK = "[game]\nmode=1\nclockBaseMs=%d\nclockIncrementMs=0\n" % int(12000 * SCALE)

    def __init__(self, lang, args, settings=AGAINST_COMPUTER):
        self.home = tempfile.mkdtemp(prefix="baghchal-orca-home.")
        conf = os.path.join(self.home, ".config", "baghchal")
        os.makedirs(conf)
        with open(os.path.join(conf, "baghchal.conf"), "w") as f:
            f.write(settings)
        env = dict(os.environ, HOME=self.home, XDG_CONFIG_HOME=os.path.join(self.home, ".config"),
                   XDG_DATA_HOME=os.path.join(self.home, ".local", "share"))
        env.update({"LANG": "C.UTF-8", "LANGUAGE": "en"} if lang == "en" else
                   {"LANG": "ne_NP.UTF-8", "LANGUAGE": "ne"})
        env.pop("QT_QPA_PLATFORM", None)
        self.log = open(os.path.join(self.home, "app.log"), "w")
        self.proc = subprocess.Popen([APP, "--new-game", *args], env=env, stdout=self.log,
                                     stderr=subprocess.STDOUT)

    def focus(self):
        end = time.monotonic() + WAIT
        while time.monotonic() < end:
            out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid",
                                  str(self.proc.pid)], capture_output=True, text=True)
            ids = out.stdout.split()
            if ids:
                def area(w):
                    g = subprocess.run(["xdotool", "getwindowgeometry", w],
                                       capture_output=True, text=True).stdout
                    m = re.search(r"Geometry: (\d+)x(\d+)", g)
                    return int(m.group(1)) * int(m.group(2)) if m else 0
                subprocess.run(["xdotool", "windowfocus", "--sync", max(ids, key=area)],
                               timeout=WAIT)
                return True
            time.sleep(0.2)
        fail("no X window of the game")
        return False

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.log.close()
        shutil.rmtree(self.home, ignore_errors=True)


def transcript(orca, title):
    print(f"  {title}:", flush=True)
    for _, text in orca.since():
        print(f"    «{text}»", flush=True)


def play(orca, kind, lang):
    name = f"{kind}, {lang}"
    print(f"{name}:", flush=True)
    args = ["--position", CAPTURE_START] if kind == "bagh-chal" else ["--game", "lambs"]
    game = Game(lang, args)
    try:
        orca.mark()
        if not game.focus():
            return
        if not orca.wait(words("board", lang)):
            fail(f"{name}: the window's focus did not say the board")
        transcript(orca, "focus")

        if kind == "bagh-chal":
            orca.mark()
            key("h")
            if not orca.wait(words("hint", lang)):
                fail(f"{name}: H did not say the hint")
            transcript(orca, "H")

        # The first arrow shows the cursor where it stands, near the middle; the next walk on
        # until the cursor is on an empty point.
        point = None
        for arrow in ("Right", "Down", "Right", "Down", "Left", "Up"):
            orca.mark()
            key(arrow)
            m = orca.wait(words("point", lang))
            transcript(orca, arrow)
            if not m:
                fail(f"{name}: the arrow did not say the cursor's point")
                return
            if m.group(2) in ("empty", "खाली"):
                point = m.group(1)
                break
        if point is None:
            fail(f"{name}: the arrows found no empty point")
            return

        orca.mark()
        key("Return")
        placed = orca.wait(words("placed", lang, point=point))
        reply = orca.wait(words("reply", lang), 2 * WAIT)
        if kind == "bagh-chal" and not orca.wait(words("end", lang)):
            fail(f"{name}: the game's end and its reason were not said")
        time.sleep(0.5)
        transcript(orca, "Return")
        if not placed:
            fail(f"{name}: the placement on {point} was not said")
        if not reply:
            fail(f"{name}: the computer's reply was not said")
            return
        move = reply.group(2) if lang == "en" else reply.group(1)
        said = orca.since()
        placements = [t for t, text in said if re.search(words("placed", lang, point=point), text)]
        if len(placements) != 1:
            fail(f"{name}: the placement was said {len(placements)} times")
        # One message with both, the placement first, or the reply when the placement has had
        # time to be spoken (Orca cuts the utterance before short). The game holds the reply
        # back about two seconds; an unpaced one comes within milliseconds. Orca's own times
        # lag under load (by half a second seen on two busy cores: it logs the placement late,
        # the reply on time), so the line is drawn at one second.
        for t, text in said:
            p = re.search(words("placed", lang, point=point), text)
            r = re.search(words("reply", lang), text)
            if r and not (p and p.start() < r.start()) and placements and \
                    t - placements[0] < 1.0:
                fail(f"{name}: the reply came {t - placements[0]:.2f} s after the placement: "
                     "it cut it short")
        if kind == "bagh-chal" and (move != "A1×C1"):
            fail(f"{name}: the computer's reply was {move}, not the capture A1×C1")

        # Away and back: the point's name is what stands there now: the goat, or nothing where
        # the reply took it (on the Lambs board the goat placed is the only one to take).
        taken = kind == "lambs" and ("×" in move)
        # One key at a time, each once its point is said: two focus changes in quick succession
        # are one to Orca (it drops the first as obsolete, and then the focus has not moved).
        orca.mark()
        key("Left")
        if not orca.wait(words("point", lang)):
            fail(f"{name}: the arrow away from {point} did not say the cursor's point")
        orca.mark()
        key("Right")
        if not orca.wait(words("empty here" if taken else "goat here", lang, point=point)):
            fail(f"{name}: back on {point}, its name did not say what stands there")
        transcript(orca, "away and back")

        orca.mark()
        key("ctrl+z")
        if not orca.wait(words("taken back", lang, point=point, move=move)):
            fail(f"{name}: Ctrl+Z did not say what it took back")
        transcript(orca, "Ctrl+Z")
    finally:
        game.close()


def questions(orca):
    """Two players here, on the clock: a draw offered and declined, the clock running low."""
    name = "two players on the clock, en"
    print(f"{name}:", flush=True)
    game = Game("en", [], Game.TWO_ON_THE_CLOCK)
    try:
        orca.mark()
        if not game.focus() or not orca.wait(words("board", "en")):
            fail(f"{name}: the window's focus did not say the board")
            return
        orca.mark()
        key("Right")  # the cursor, where it stands (an empty point near the middle)
        m = orca.wait(words("point", "en"))
        if not m or m.group(2) != "empty":
            fail(f"{name}: the arrow did not find an empty point")
            return
        orca.mark()
        placed_at = orca.seen
        key("Return")  # the goats' clock starts the tigers': twelve seconds
        if not orca.wait(words("placed", "en", point=m.group(1))):
            fail(f"{name}: the placement was not said")
        transcript(orca, "Return")

        orca.mark()
        # Game ▸ Offer a Draw, for the tigers (to move): D once the menu is open and said (a D
        # pressed before the menu has the keyboard goes to the window).
        key("alt+g")
        if not orca.wait(r"^New Game"):  # the menu's first item, where it opens
            fail(f"{name}: Alt+G did not open the Game menu")
        key("d")
        if not orca.wait(r"offers a draw\. Does .* accept\? Alt\+A accepts, Alt\+D declines\."):
            fail(f"{name}: the draw offer's question was not said with its keys")
        transcript(orca, "Alt+G, D")

        orca.mark()
        key("alt+d")
        if not orca.wait(r"The draw was declined; the game goes on\."):
            fail(f"{name}: Alt+D did not say the draw was declined")
        transcript(orca, "Alt+D")
        # Two seconds after the placement, whatever was said meanwhile.
        orca.seen = placed_at
        if not orca.wait(r"Tigers: ten seconds left\.", 12 * SCALE):
            fail(f"{name}: the tigers' clock under ten seconds was not said")
        said = [text for _, text in orca.since() if "ten seconds left" in text]
        print(f"  the clock:\n    «{said[0] if said else ''}»", flush=True)
    finally:
        game.close()


def main():
    work = tempfile.mkdtemp(prefix="baghchal-orca.")
    orca = Orca(work)
    try:
        if not failures:
            for kind in ("bagh-chal", "lambs"):
                for lang in ("en", "ne"):
                    play(orca, kind, lang)
            questions(orca)
    finally:
        orca.stop()
        if failures:
            print("Orca's log:", os.path.join(work, "orca", "orca.log"), "(kept)")
        else:
            shutil.rmtree(work, ignore_errors=True)
    if failures:
        print(f"{len(failures)} failure(s)", flush=True)
        return 1
    print("everything was spoken", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
