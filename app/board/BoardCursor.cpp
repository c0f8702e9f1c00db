#include "board/BoardCursor.h"

#include <QLineF>
#include <cmath>

using namespace bagh::games;

namespace BoardCursor {
namespace {

// cos 67.5°: a neighbour further off the arrow's direction is not "that way".
constexpr qreal kMinCosine = 0.3826834;

QPointF direction(int key) {
    switch (key) {
        case Qt::Key_Left:
            return {-1, 0};
        case Qt::Key_Right:
            return {1, 0};
        case Qt::Key_Up:
            return {0, -1};
        case Qt::Key_Down:
            return {0, 1};
        default:
            return {0, 0};
    }
}

}  // namespace

bool isArrow(int key) {
    return key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
}

Point step(const BoardGeometry& geo, Point from, int key) {
    if (!isArrow(key) || from < 0 || from >= geo.points()) return from;
    const QPointF want = direction(key);
    const QPointF at = geo.pointCenter(from);
    Point best = from;
    qreal bestCos = 0, bestDistance = 0;
    constexpr qreal eps = 1e-9;
    for (const auto& [a, b] : geo.shape().edges) {
        if (a != from && b != from) continue;
        const Point other = a == from ? b : a;
        const QPointF d = geo.pointCenter(other) - at;
        const qreal distance = std::hypot(d.x(), d.y());
        if (distance <= 0) continue;
        const qreal cosine = (d.x() * want.x() + d.y() * want.y()) / distance;
        if (cosine < kMinCosine) continue;
        const bool sameCos = std::abs(cosine - bestCos) <= eps;
        const bool sameDistance = std::abs(distance - bestDistance) <= eps;
        const bool better =
            best == from || cosine > bestCos + eps ||
            (sameCos && (distance < bestDistance - eps || (sameDistance && other < best)));
        if (!better) continue;
        best = other;
        bestCos = cosine;
        bestDistance = distance;
    }
    return best;
}

Point home(const BoardGeometry& geo) {
    const QPointF middle = geo.gridRect().center();
    Point best = geo.points() > 0 ? 0 : kNoPoint;
    qreal bestDistance = 0;
    for (Point p = 0; p < geo.points(); ++p) {
        const qreal d = QLineF(geo.pointCenter(p), middle).length();
        if (p == 0 || d < bestDistance - 1e-9) {
            best = p;
            bestDistance = d;
        }
    }
    return best;
}

}  // namespace BoardCursor
