// Status-bar messages that fit: a message wider than the room it has is cut at the end of a
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
// widgets; the tooltip carries the whole text when it was cut.
void show(QStatusBar* bar, const QString& text, int ms = 0);

}  // namespace StatusText
