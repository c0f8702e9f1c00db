#include "board/BoardGeometry.h"

#include <algorithm>
#include <cmath>

namespace {
// The frame around the grid holds the coordinates; as a fraction of the board's side.
constexpr qreal kFrame = 0.13;
}  // namespace

BoardGeometry::BoardGeometry(const QSizeF& area, bool flipped) : flipped_(flipped) {
    const qreal side = std::max<qreal>(0, std::min(area.width(), area.height()));
    board_ = QRectF((area.width() - side) / 2, (area.height() - side) / 2, side, side);
    const qreal margin = side * kFrame;
    cell_ = (side - 2 * margin) / 4;
    origin_ = board_.topLeft() + QPointF(margin, margin);
}

QRectF BoardGeometry::gridRect() const { return QRectF(origin_, QSizeF(4 * cell_, 4 * cell_)); }

QPointF BoardGeometry::pointCenter(bagh::Square sq) const {
    // Half a turn maps column c to 4 - c and row r to 4 - r; the board is its own mirror image
    // under it, so only the points (and what is drawn at them) move.
    const int col = flipped_ ? 4 - bagh::colOf(sq) : bagh::colOf(sq);
    const int row = flipped_ ? 4 - bagh::rowOf(sq) : bagh::rowOf(sq);
    return origin_ + QPointF(col * cell_, row * cell_);
}

bagh::Square BoardGeometry::pointAt(const QPointF& pos) const {
    if (cell_ <= 0) return -1;
    const QPointF rel = (pos - origin_) / cell_;
    const int col = static_cast<int>(std::lround(rel.x()));
    const int row = static_cast<int>(std::lround(rel.y()));
    if (col < 0 || col > 4 || row < 0 || row > 4) return -1;
    const qreal dx = rel.x() - col, dy = rel.y() - row;
    if (dx * dx + dy * dy > 0.45 * 0.45) return -1;
    return flipped_ ? bagh::makeSquare(4 - row, 4 - col) : bagh::makeSquare(row, col);
}
