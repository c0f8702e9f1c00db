// The look of the board: a carved wooden Bagh-Chal board drawn procedurally, so it stays sharp
// at any size and device pixel ratio. Only static parts live here (wood, frame, grooves,
// point cups, coordinates); pieces and marks are drawn by BoardView on top.
#pragma once

#include <QColor>
#include <QLineF>
#include <QList>
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
// The coordinates burnt into the frame.
inline const QColor kCoordinates{24, 10, 0};

// The parts every board is carved from (the Lambs and Tigers board uses them too): the wooden
// panel with its shadow and grain (rounded rect `board`), grooves `w` wide along `lines`, a cup
// of radius `r` where lines meet, and grain alone over `r`.
void paintWood(QPainter& p, const QRectF& board);
void paintGrain(QPainter& p, const QRectF& r);
void paintGrooves(QPainter& p, const QList<QLineF>& lines, qreal w);
void paintCup(QPainter& p, QPointF c, qreal r);

// Renders the whole board for `geometry` at `dpr` device pixels per logical pixel. The pixmap
// covers the widget (logical size `widgetSize`) and carries its device pixel ratio.
QPixmap renderBoard(const BoardGeometry& geometry, QSize widgetSize, qreal dpr);

}  // namespace BoardTheme
