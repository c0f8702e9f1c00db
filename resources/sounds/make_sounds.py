#!/usr/bin/env python3
"""Makes the game's sounds: short WAV files, 16-bit PCM mono at 44.1 kHz.

    make_sounds.py            writes the files beside this script
    make_sounds.py --check    exits 1 if a file here differs from what the script makes

Everything is synthesised from sines and noise, so the sounds are the project's own and can be
remade and changed here. The noise comes from a fixed seed: the same script gives the same
bytes, and the committed files can be checked against it.

    place.wav    a goat set down: a soft wooden tok (body resonance over a low thump)
    slide.wav    a piece slid along a line: a lighter, higher click with a little scrape
    capture.wav  a tiger jumps and takes a goat: a sharper double knock
    win.wav      the end, won (or a side won, between two players): a rising three-note chime
    loss.wav     the end, lost to the computer: the chime falling, softer
    draw.wav     the end, drawn: three notes that come back where they started
    chat.wav     a line from the other player over the network: two quiet high notes
"""

import io
import math
import os
import random
import struct
import sys
import wave

RATE = 44100
FULL_SCALE = 32767


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at_seconds=0.0, gain=1.0):
    """Adds `sound` into `into` starting at `at_seconds`, growing `into` as needed."""
    start = int(at_seconds * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += gain * v


def decaying_sine(freq, tau, seconds, phase=0.0):
    """A partial that starts at full strength and dies away with time constant `tau`."""
    n = int(seconds * RATE)
    w = 2 * math.pi * freq / RATE
    return [math.sin(w * i + phase) * math.exp(-i / (tau * RATE)) for i in range(n)]


def noise_burst(rng, tau, seconds, cutoff, highpass=0.0):
    """White noise through a one-pole low-pass at `cutoff` Hz (and optionally a one-pole
    high-pass), with an exponential decay: the strike of wood on wood."""
    n = int(seconds * RATE)
    a = math.exp(-2 * math.pi * cutoff / RATE)
    b = math.exp(-2 * math.pi * highpass / RATE) if highpass > 0 else 0.0
    low = 0.0
    prev_in = prev_out = 0.0
    out = []
    for i in range(n):
        low = (1 - a) * (rng.random() * 2 - 1) + a * low
        if highpass > 0:
            high = b * (prev_out + low - prev_in)
            prev_in, prev_out = low, high
            v = high
        else:
            v = low
        out.append(v * math.exp(-i / (tau * RATE)))
    return out


def fade(sound, in_ms=1.0, out_ms=12.0):
    """Short linear ramps at both ends, so no sound starts or stops with a click."""
    n_in, n_out = int(in_ms * RATE / 1000), int(out_ms * RATE / 1000)
    for i in range(min(n_in, len(sound))):
        sound[i] *= i / n_in
    for i in range(min(n_out, len(sound))):
        sound[-1 - i] *= i / n_out
    return sound


def normalise(sound, peak):
    top = max(abs(v) for v in sound) or 1.0
    return [v * peak / top for v in sound]


def knock(rng, body, tau, thump, brightness, seconds=0.22):
    """One wooden strike: two inharmonic body modes, a low thump and a noise attack. The body
    carries the sound; the thump only gives it weight, since small speakers hardly play it."""
    s = silence(seconds)
    mix(s, decaying_sine(body, tau, seconds), gain=0.8)
    mix(s, decaying_sine(body * 2.31, tau * 0.55, seconds, 0.7), gain=0.3)
    mix(s, decaying_sine(thump, tau * 1.3, seconds), gain=0.3)
    mix(s, noise_burst(rng, 0.006, seconds, brightness), gain=1.6)
    return s


def place(rng):
    # Low and round: the goat is set down, not thrown.
    return normalise(fade(knock(rng, body=640, tau=0.028, thump=175, brightness=2200)), 0.72)


def slide(rng):
    # Lighter and higher than a placement, with a short scrape of the piece along the groove.
    seconds = 0.16
    s = silence(seconds)
    mix(s, noise_burst(rng, 0.03, 0.09, 3800, highpass=900), gain=0.9)
    mix(s, decaying_sine(1450, 0.012, seconds), at_seconds=0.045, gain=0.5)
    mix(s, decaying_sine(2900, 0.006, seconds), at_seconds=0.045, gain=0.15)
    mix(s, noise_burst(rng, 0.003, 0.04, 6000), at_seconds=0.045, gain=1.2)
    return normalise(fade(s), 0.45)


def capture(rng):
    # Two sharp knocks: the tiger lands, and the goat is taken; the second a little lower and
    # stronger, so the pair reads as one decisive event.
    s = silence(0.34)
    mix(s, knock(rng, body=980, tau=0.02, thump=210, brightness=5200), gain=0.75)
    mix(s, knock(rng, body=820, tau=0.024, thump=180, brightness=4800), at_seconds=0.095)
    return normalise(fade(s), 0.8)


def bell(freq, seconds, tau):
    """A soft bell: the fundamental, a quiet octave and a faint inharmonic partial."""
    s = silence(seconds)
    mix(s, decaying_sine(freq, tau, seconds), gain=1.0)
    mix(s, decaying_sine(freq * 2.0, tau * 0.5, seconds), gain=0.28)
    mix(s, decaying_sine(freq * 2.76, tau * 0.3, seconds), gain=0.1)
    # The strike: a few milliseconds of rise, softer than a wooden knock.
    rise = int(0.004 * RATE)
    for i in range(rise):
        s[i] *= i / rise
    return s


def chime(freqs, step, tau, peak):
    s = silence(step * (len(freqs) - 1) + 0.5)
    for k, f in enumerate(freqs):
        mix(s, bell(f, 0.5, tau), at_seconds=k * step, gain=0.8 if k < len(freqs) - 1 else 1.0)
    return normalise(fade(s, out_ms=40), peak)


C4, E_FLAT4, G4, C5, D5, E5, G5 = 261.63, 311.13, 392.00, 523.25, 587.33, 659.25, 783.99


def win(_rng):
    return chime([C5, E5, G5], 0.12, 0.18, 0.6)


def loss(_rng):
    return chime([G4, E_FLAT4, C4], 0.14, 0.16, 0.5)


def draw(_rng):
    return chime([E5, D5, E5], 0.12, 0.16, 0.5)


def chat(_rng):
    return chime([G5, C5 * 2], 0.08, 0.1, 0.35)


SOUNDS = {
    "place.wav": place,
    "slide.wav": slide,
    "capture.wav": capture,
    "win.wav": win,
    "loss.wav": loss,
    "draw.wav": draw,
    "chat.wav": chat,
}


def wav_bytes(samples):
    frames = b"".join(
        struct.pack("<h", max(-FULL_SCALE, min(FULL_SCALE, round(v * FULL_SCALE))))
        for v in samples
    )
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return out.getvalue()


def main():
    check = "--check" in sys.argv[1:]
    here = os.path.dirname(os.path.abspath(__file__))
    differ = []
    for name, make in SOUNDS.items():
        # One generator per file, so changing one sound leaves the others' bytes alone.
        data = wav_bytes(make(random.Random(f"baghchal-{name}")))
        path = os.path.join(here, name)
        if check:
            with open(path, "rb") as f:
                if f.read() != data:
                    differ.append(name)
        else:
            with open(path, "wb") as f:
                f.write(data)
            print(f"{name}: {(len(data) - 44) // 2 / RATE * 1000:.0f} ms")
    if differ:
        print("not what make_sounds.py makes: " + ", ".join(differ), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
