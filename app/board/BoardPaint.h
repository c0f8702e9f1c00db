// The marks BoardView draws over the wood, each a plain function of what it is given: the last
// move's and the selection's glows and the hint's (under the pieces), an arrow (the hint's way),
// the keyboard cursor's ring (over everything). The colours are BoardTheme's.
#pragma once

#include <QColor>
#include <QPointF>

#include "board/BoardGeometry.h"
#include "engine/games/GameTypes.h"

class QPainter;

namespace BoardPaint {

// Under the pieces: where `lastMove` came from and went (not while a move is `animating`), the
// glow of the `selected` point, the hint's points.
void marks(QPainter& p, const BoardGeometry& geo, bagh::games::Move lastMove, bool animating,
           bagh::games::Point selected, bagh::games::Move hint);

// An arrow from `from` to `to`, its shaft `width` wide.
void arrow(QPainter& p, QPointF from, QPointF to, const QColor& color, qreal width);

// Over everything: a square round the cursor's `point`, a dark line with a light one inside
// (the focus ring's colours), so one of them stands out on the wood, on either piece and on
// the glow of a picked one.
void cursor(QPainter& p, const BoardGeometry& geo, bagh::games::Point point);

}  // namespace BoardPaint
