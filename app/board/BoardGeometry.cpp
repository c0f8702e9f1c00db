#include "board/BoardGeometry.h"

#include <QFontInfo>
#include <QGuiApplication>
#include <algorithm>
#include <cmath>
#include <limits>

#include "lambs/LambsGeometry.h"

using namespace bagh::games;

namespace {

// What differs between the boards besides where their points lie, as shares of the board's
// side (frame, labels) or of the grid's (pieces, lines, cups). Bagh-Chal's wide frame holds its
// coordinates; Lambs' narrow one holds nothing, its numbers stand beside the points, and its
// pieces are smaller because its points lie closer.
struct Style {
    qreal frame;
    qreal piece;
    qreal groove;
    qreal cup;
    qreal label;
};

constexpr Style kBaghChal{0.13, 0.74 / 4, 0.05 / 4, 0.085 / 4, 0.034};
constexpr Style kLambs{0.09, 0.085, 0.008, 0.014, 0.03 * 0.82};

const Style& style(GameKind kind) { return kind == GameKind::Lambs ? kLambs : kBaghChal; }

// The point's place in board units (0..1 across the grid, 0..1 down), unflipped.
QPointF unitPosition(GameKind kind, Point p) {
    if (kind == GameKind::Lambs) return LambsGeometry::unitPosition(p);
    return {(p % 5) / 4.0, (p / 5) / 4.0};  // A1 top-left, E5 bottom-right
}

// The playing field reaches this far (in cells) beyond the outer points.
constexpr qreal kFieldReach = 0.42;

qreal distance(QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

}  // namespace

BoardGeometry::BoardGeometry(GameKind kind, const QSizeF& area, bool flipped)
    : kind_(kind), points_(boardShape(kind).points), flipped_(flipped) {
    const Style& s = style(kind);
    const qreal side = std::max<qreal>(0, std::min(area.width(), area.height()));
    board_ = QRectF((area.width() - side) / 2, (area.height() - side) / 2, side, side);
    const qreal margin = side * s.frame;
    grid_ = board_.adjusted(margin, margin, -margin, -margin);
    for (Point p = 0; p < points_; ++p) {
        QPointF u = unitPosition(kind, p);
        // Half a turn maps (x, y) to (1 - x, 1 - y); both boards are their own image under it
        // up to the numbering, so only the points (and what is drawn at them) move.
        if (flipped) u = QPointF(1 - u.x(), 1 - u.y());
        centers_[static_cast<std::size_t>(p)] =
            grid_.topLeft() + QPointF(u.x() * grid_.width(), u.y() * grid_.height());
    }
    cell_ = 0;
    for (const auto& [a, b] : shape().edges) {
        const qreal d = distance(pointCenter(a), pointCenter(b));
        if (cell_ == 0 || d < cell_) cell_ = d;
    }
    piece_ = grid_.width() * s.piece;
}

qreal BoardGeometry::frameBand() const { return grid_.top() - board_.top() - cell_ * kFieldReach; }

QPointF BoardGeometry::pointCenter(Point p) const {
    if (p < 0 || p >= points_) return {};
    return centers_[static_cast<std::size_t>(p)];
}

Point BoardGeometry::pointAt(const QPointF& pos) const {
    if (cell_ <= 0) return kNoPoint;
    Point best = kNoPoint;
    qreal bestDistance = std::numeric_limits<qreal>::max();
    for (Point p = 0; p < points_; ++p) {
        const qreal d = distance(pos, pointCenter(p));
        if (d < bestDistance) {
            best = p;
            bestDistance = d;
        }
    }
    // The catch circle of the nearest point: 0.45 of the way to its own nearest point, so two
    // circles never meet; where points stand far apart, a piece's width is reach enough.
    qreal nearest = std::numeric_limits<qreal>::max();
    for (Point q = 0; q < points_; ++q)
        if (q != best) nearest = std::min(nearest, distance(pointCenter(best), pointCenter(q)));
    const qreal radius = std::min(0.45 * nearest, piece_);
    return bestDistance <= radius ? best : kNoPoint;
}

qreal BoardGeometry::jumpedShare(Move m) const {
    const QPointF from = pointCenter(m.from()), way = pointCenter(m.to()) - from;
    const qreal length2 = QPointF::dotProduct(way, way);
    if (!m.isJump() || length2 <= 0) return 0.5;
    return std::clamp<qreal>(QPointF::dotProduct(pointCenter(m.over()) - from, way) / length2, 0,
                             1);
}

QList<QLineF> BoardGeometry::lines() const {
    QList<QLineF> out;
    if (points_ == 0) return out;
    for (const auto& [a, b] : shape().edges) out.append(QLineF(pointCenter(a), pointCenter(b)));
    return out;
}

qreal BoardGeometry::grooveWidth() const {
    return std::max<qreal>(1.5, grid_.width() * style(kind_).groove);
}

qreal BoardGeometry::cupRadius() const { return grid_.width() * style(kind_).cup; }

int BoardGeometry::labelPixelSize() const {
    const int byBoard = std::max(8, static_cast<int>(board_.width() * style(kind_).label));
    // At least the desktop's text size (a player who set large fonts reads the labels as large),
    // as far as the room the labels stand in allows.
    const qreal room = kind_ == GameKind::Lambs ? piece_ * 0.5 : frameBand() * 0.8;
    const int desktop = qGuiApp ? QFontInfo(QGuiApplication::font()).pixelSize() : 0;
    return std::max(byBoard, std::min(desktop, static_cast<int>(room)));
}

QList<BoardGeometry::Label> BoardGeometry::labels() const {
    QList<Label> out;
    if (points_ == 0) return out;
    if (kind_ == GameKind::Lambs) {
        // Up and right of each point, clear of its piece and of the lines that meet there.
        for (Point p = 0; p < points_; ++p) {
            const QPointF c = pointCenter(p);
            out.append(
                {QRectF(c.x() + piece_ * 0.42, c.y() - piece_ * 0.95, piece_ * 0.7, piece_ * 0.5),
                 QString::number(p), Qt::AlignLeft | Qt::AlignVCenter});
        }
        return out;
    }
    // Bagh-Chal's coordinates in the frame: letters over and under each column, digits left
    // and right of each row.
    const qreal band = frameBand();
    for (int i = 0; i < 5; ++i) {
        const QPointF col = pointCenter(i);
        const QString letter(QChar('A' + i));
        out.append({QRectF(col.x() - band, board_.top(), 2 * band, band), letter, Qt::AlignCenter});
        out.append({QRectF(col.x() - band, board_.bottom() - band, 2 * band, band), letter,
                    Qt::AlignCenter});
        const QPointF row = pointCenter(i * 5);
        const QString digit = QString::number(i + 1);
        out.append({QRectF(board_.left(), row.y() - band, band, 2 * band), digit, Qt::AlignCenter});
        out.append({QRectF(board_.right() - band, row.y() - band, band, 2 * band), digit,
                    Qt::AlignCenter});
    }
    return out;
}
