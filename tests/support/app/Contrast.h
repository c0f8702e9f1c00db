// WCAG 2 contrast for the widget tests: relative luminance and contrast ratio, the colour a
// region of a grabbed image is mostly painted in, and the text widgets of a window that stand
// under 4.5:1 against what they are drawn on.
#pragma once

#include <QColor>
#include <QImage>
#include <QRect>
#include <QStringList>

class QWidget;

namespace apptest {

double luminance(const QColor& c);
double contrast(const QColor& a, const QColor& b);
// `top` (which may carry alpha) painted over the opaque `under`.
QColor over(const QColor& top, const QColor& under);
// The colour most of `rect` of `image` is painted in: the background text stands on (the
// glyphs cover a minority of the pixels). Colours are binned to 4 bits a channel.
QColor dominantColour(const QImage& image, const QRect& rect);
// True if `w` shows text a reader needs (labels, buttons, fields, combo boxes, spin boxes,
// text views, item views with rows).
bool showsText(QWidget* w);
// Every enabled, visible widget with text in `top` whose text colour stands at less than
// 4.5:1 against the background it is drawn on, as "Class 'text' 2.1:1". Only what is on
// screen counts: a part scrolled out of view grabs as black.
QStringList lowContrast(QWidget* top);

}  // namespace apptest
