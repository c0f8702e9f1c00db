#include "lambs/LambsGeometry.h"

#include <QLineF>
#include <algorithm>
#include <array>

using namespace bagh::lambs;

namespace {

// Heights of the rows (the apex at 0): more room near the apex, where the lines are close.
constexpr std::array<qreal, 4> kRowY = {0.40, 0.61, 0.81, 1.0};
// Where the four apex lines meet the base row.
constexpr std::array<qreal, 4> kBaseX = {0.1, 0.367, 0.633, 0.9};
constexpr qreal kApexX = 0.5;
// The side rectangle's verticals.
constexpr qreal kLeftX = 0.0, kRightX = 1.0;

QPointF onApexLine(int line, int row) {
    const qreal y = kRowY[static_cast<std::size_t>(row)];
    return {kApexX + (kBaseX[static_cast<std::size_t>(line)] - kApexX) * y / kRowY[3], y};
}

}  // namespace

LambsGeometry::LambsGeometry(QSizeF widget) {
    const qreal side = std::min(widget.width(), widget.height());
    board_ = QRectF((widget.width() - side) / 2, (widget.height() - side) / 2, side, side);
    const qreal margin = side * 0.09;
    field_ = board_.adjusted(margin, margin, -margin, -margin);
}

QPointF LambsGeometry::unitPosition(Point p) {
    if (p == 0) return {kApexX, 0.0};
    if (p >= 19) return onApexLine(p - 19, 3);
    const int row = (p - 1) / 6;  // rows 1-6, 7-12, 13-18
    const int col = (p - 1) % 6;
    if (col == 0) return {kLeftX, kRowY[static_cast<std::size_t>(row)]};
    if (col == 5) return {kRightX, kRowY[static_cast<std::size_t>(row)]};
    return onApexLine(col - 1, row);
}

QPointF LambsGeometry::pointCenter(Point p) const {
    const QPointF u = unitPosition(p);
    return {field_.left() + u.x() * field_.width(), field_.top() + u.y() * field_.height()};
}

Point LambsGeometry::pointAt(QPointF pos) const {
    Point best = kNoPoint;
    qreal bestDistance = pieceSize() * 0.75;  // within a piece's reach, never between two points
    for (Point p = 0; p < lambsBoard().points(); ++p) {
        const qreal d = QLineF(pos, pointCenter(p)).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = p;
        }
    }
    return best;
}
