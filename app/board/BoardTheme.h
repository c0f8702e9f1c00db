// The look of the board: a carved wooden board drawn procedurally, so it stays sharp at any
// size and device pixel ratio; either game's board (Bagh-Chal's grid, Lambs and Tigers'
// triangle) is carved from the same wood, grooves and cups where its BoardGeometry puts them.
// Only static parts live here (wood, frame, grooves, point cups, labels); pieces and marks are
// drawn by BoardView on top.
#pragma once

#include <QColor>
#include <QPixmap>

class BoardGeometry;
class QPainter;

namespace BoardTheme {

// Colours of the marks BoardView draws, kept with the board they must read against.
inline const QColor kSelect{255, 214, 92};
inline const QColor kTarget{120, 230, 120};
inline const QColor kCaptureTarget{255, 110, 80};
inline const QColor kLastMove{255, 190, 60};
inline const QColor kHint{90, 180, 255};
// The ring round the board while it has the keyboard focus (KeyboardFocus): a dark line with a
// light one inside, so one of them stands at 3:1 or more on any part of the wood.
inline const QColor kFocusRingDark{26, 13, 3};
inline const QColor kFocusRingLight{255, 244, 214};
// The labels burnt into the wood (Bagh-Chal's coordinates, Lambs' point numbers).
inline const QColor kCoordinates{24, 10, 0};

// The high-contrast board (the high-contrast colour scheme): black, with white lines, cups and
// labels at 21:1 and a yellow frame; the pieces keep their colours, each at 3:1 or more on black.
inline const QColor kContrastBoard{0, 0, 0};
inline const QColor kContrastLine{255, 255, 255};
inline const QColor kContrastFrame{255, 212, 0};
// The application's property that says the high-contrast scheme is applied (AppStyle sets it).
inline constexpr const char* kHighContrastProperty = "baghchalHighContrast";
// True while it is.
bool highContrastApplied();

// Renders the whole board for `geometry` (its game, size and flip) at `dpr` device pixels per
// logical pixel, carved wood or, with `highContrast`, black and white. The pixmap covers the
// widget (logical size `widgetSize`) and carries its device pixel ratio.
QPixmap renderBoard(const BoardGeometry& geometry, QSize widgetSize, qreal dpr,
                    bool highContrast = false);

}  // namespace BoardTheme
