// The look of the board: a carved wooden Bagh-Chal board drawn procedurally, so it stays sharp
// at any size and device pixel ratio. Only static parts live here (wood, frame, grooves,
// point cups, coordinates); pieces and marks are drawn by BoardView on top.
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

// Renders the whole board for `geometry` at `dpr` device pixels per logical pixel. The pixmap
// covers the widget (logical size `widgetSize`) and carries its device pixel ratio.
QPixmap renderBoard(const BoardGeometry& geometry, QSize widgetSize, qreal dpr);

}  // namespace BoardTheme
