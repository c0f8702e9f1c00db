// Status-bar messages that fit: a permanent widget marked "yieldsToMessages" (the game's
// settings, shown all the time) steps aside while a message needs its room, and comes back
// when the message goes; a message wider than the room it still has is cut at the end of a
// word and ends in "…", never in the middle of a word; the whole text goes to the tooltip.
#pragma once

#include <QString>

class QFontMetrics;
class QStatusBar;

namespace StatusText {

// `text` as it fits in `width` pixels of `metrics`: whole, or cut after the last word that
// fits, with "…". A first word that does not fit alone is elided by Qt.
QString fitAtWord(const QString& text, const QFontMetrics& metrics, int width);

// Shows `text` on `bar` for `ms` (0: until replaced), cut to the room beside the permanent
// widgets (those marked "permanentStatus"); the tooltip carries the whole text when it was cut.
void show(QStatusBar* bar, const QString& text, int ms = 0);

// The width `bar` draws its message in now: from its left margin to the first visible
// permanent widget (QStatusBar's own rule).
int messageRoom(QStatusBar* bar);

}  // namespace StatusText
