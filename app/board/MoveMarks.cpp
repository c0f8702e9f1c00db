#include "board/MoveMarks.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <optional>

#include "board/BoardGeometry.h"

using bagh::GameValue;
using namespace bagh::games;

namespace MoveMarks {

QColor valueColor(GameValue value) {
    switch (value) {
        case GameValue::Win:
            return {46, 160, 67};
        case GameValue::Loss:
            return {214, 64, 52};
        default:
            return {88, 124, 168};
    }
}

namespace {

// Tag text size as a share of the cell: larger on a point, smaller on an arrow, where several
// tags share the space between two points.
constexpr qreal kPointFont = 0.20;
constexpr qreal kStemFont = 0.15;
// Sizes tried, largest first, until every tag finds a free spot.
constexpr qreal kScales[] = {1.0, 0.9, 0.8, 0.7, 0.6, 0.5};
constexpr int kMinFontPx = 6;

QFont tagFont(const QFont& base, qreal px) {
    QFont f = base;
    f.setPixelSize(std::max(kMinFontPx, int(std::lround(px))));
    f.setBold(true);
    return f;
}

// The rim drawn around a tag; half of it lies outside the tag's rectangle.
qreal rimWidth(const QFont& f) { return std::max<qreal>(1.2, f.pixelSize() * 0.12); }

QRectF tagRect(QPointF c, const QFont& f, const QString& text) {
    const QFontMetricsF fm(f);
    const qreal h = fm.height() * 1.18;
    const qreal w = std::max(h * 1.15, fm.horizontalAdvance(text) + h * 0.6);
    return {c.x() - w / 2, c.y() - h / 2, w, h};
}

// The rectangle a tag keeps clear of others: its rim, and a pixel of air.
QRectF clearance(const QRectF& r, const QFont& f) {
    const qreal m = rimWidth(f) / 2 + 0.5;
    return r.adjusted(-m, -m, m, m);
}

qreal overlapArea(const QRectF& a, const QVector<QRectF>& taken) {
    qreal area = 0;
    for (const QRectF& t : taken) {
        const QRectF i = a.intersected(t);
        if (!i.isEmpty()) area += i.width() * i.height();
    }
    return area;
}

// Where a tag on the arrow `from` → `to` may sit, best first: just past the middle of a slide
// (past the captured goat for a jump, `over` of the way along: a half on Bagh-Chal's grid, not
// always on Lambs'), so it leans toward its target and away from the piece; then further along
// the arrow either way; with `sideways`, also beside the arrow.
QVector<QPointF> stemSpots(QPointF from, QPointF to, std::optional<qreal> over, qreal tagHeight,
                           bool sideways) {
    static constexpr qreal kSlide[] = {0.56, 0.64, 0.48, 0.72, 0.40, 0.80, 0.34, 0.86};
    // Shares of the way from the jumped goat to the target.
    static constexpr qreal kJump[] = {0.48, 0.60, 0.36, 0.72, 0.24, 0.12, 0.0, 0.84};
    QVector<QPointF> spots;
    const QLineF line(from, to);
    const QPointF u = line.length() > 0 ? (to - from) / line.length() : QPointF(1, 0);
    const QPointF n(-u.y(), u.x());
    if (over)
        for (qreal k : kJump) spots.push_back(from + (to - from) * (*over + (1 - *over) * k));
    else
        for (qreal t : kSlide) spots.push_back(from + (to - from) * t);
    if (sideways) {
        const int along = static_cast<int>(spots.size());
        for (qreal side : {0.7, -0.7, 1.4, -1.4})
            for (int i = 0; i < along; ++i) spots.push_back(spots[i] + n * (tagHeight * side));
    }
    return spots;
}

// Beside point `c`, for a tag of `size` that finds the point itself taken: over or under it,
// clear of a tag of the same height on the point's own row, then half a tag to either side.
// Its near edge stays within a piece's reach of the point, so it is still plainly the point's.
QVector<QPointF> pointSpots(QPointF c, QSizeF size) {
    const qreal dx = size.width() * 0.5, dy = size.height() * 1.3;
    return {c,
            c + QPointF(0, -dy),
            c + QPointF(0, dy),
            c + QPointF(-dx, -dy),
            c + QPointF(dx, -dy),
            c + QPointF(-dx, dy),
            c + QPointF(dx, dy)};
}

// How much room one try gives the tags: their size, whether a tag may leave its arrow
// (`sideways`) or its point (`offPoint`, for points closer than a tag is wide, as by Lambs'
// apex on a small board), and `bestEffort`: rather than fail, each tag takes its least crowded
// spot.
struct Room {
    qreal scale = 1.0;
    bool sideways = false;
    bool offPoint = false;
    bool bestEffort = false;
};

// One try: nullopt if some tag finds no free spot (unless room.bestEffort).
std::optional<QVector<PlacedTag>> tryLayout(const BoardGeometry& geo,
                                            const QVector<MoveMark>& marks, Point selected,
                                            const QFont& base, const Room& room) {
    const qreal cell = geo.cell();
    const QRectF bounds = geo.boardRect();
    QVector<PlacedTag> placed;
    QVector<QRectF> taken;
    auto place = [&](int index, const QFont& f, const QVector<QPointF>& spots) {
        const QString& text = marks[index].tag;
        std::optional<QRectF> best;
        qreal bestOverlap = 0;
        for (const QPointF& c : spots) {
            const QRectF r = tagRect(c, f, text);
            if (!bounds.contains(r)) continue;
            const qreal overlap = overlapArea(clearance(r, f), taken);
            if (overlap <= 0) {
                best = r;
                bestOverlap = 0;
                break;
            }
            if (room.bestEffort && (!best || overlap < bestOverlap)) {
                best = r;
                bestOverlap = overlap;
            }
        }
        if (!best && room.bestEffort) best = tagRect(spots.front(), f, text);
        if (!best) return false;
        placed.push_back({index, *best, f});
        taken.push_back(clearance(*best, f));
        return true;
    };
    const QFont pointFont = tagFont(base, cell * kPointFont * room.scale);
    const QFont stemFont = tagFont(base, cell * kStemFont * room.scale);
    // Tags on points first: they move only when there is no other way.
    for (int i = 0; i < marks.size(); ++i) {
        const Move m = marks[i].move;
        const bool onPoint = m.isPlacement() || (selected != kNoPoint && m.from() == selected);
        if (!onPoint) continue;
        const QPointF c = geo.pointCenter(m.to());
        const QVector<QPointF> spots =
            room.offPoint ? pointSpots(c, tagRect(c, pointFont, marks[i].tag).size())
                          : QVector<QPointF>{c};
        if (!place(i, pointFont, spots)) return std::nullopt;
    }
    if (selected != kNoPoint) return placed;
    for (int i = 0; i < marks.size(); ++i) {
        const Move m = marks[i].move;
        if (m.isPlacement()) continue;
        const qreal h = tagRect({}, stemFont, marks[i].tag).height();
        const QPointF from = geo.pointCenter(m.from()), to = geo.pointCenter(m.to());
        const std::optional<qreal> over =
            m.isJump() ? std::optional<qreal>(geo.jumpedShare(m)) : std::nullopt;
        if (!place(i, stemFont, stemSpots(from, to, over, h, room.sideways))) return std::nullopt;
    }
    return placed;
}

// A rounded tag. Exact values are solid; estimates are hollow with a dashed rim, so a proof
// and a guess never look alike even in the same colour.
void paintTag(QPainter& p, const PlacedTag& t, const MoveMark& m) {
    const QRectF& r = t.rect;
    const qreal h = r.height();
    const QColor col = valueColor(m.value);
    const qreal rim = rimWidth(t.font);
    if (m.exact) {
        p.setPen(QPen(col.darker(170), rim));
        p.setBrush(col);
    } else {
        p.setPen(QPen(col.lighter(130), rim, Qt::DashLine));
        p.setBrush(QColor(24, 16, 10, 215));
    }
    p.drawRoundedRect(r, h / 2, h / 2);
    p.setFont(t.font);
    p.setPen(m.exact ? QColor(255, 255, 255) : col.lighter(150));
    p.drawText(r, Qt::AlignCenter, m.tag);
}

// A thin arrow from the edge of the moving piece toward the target point.
void paintStem(QPainter& p, QPointF from, QPointF to, const BoardGeometry& geo, const QColor& c) {
    const QLineF line(from, to);
    const qreal len = line.length();
    if (len < 1) return;
    const QPointF u = (to - from) / len, n(-u.y(), u.x());
    const qreal cell = geo.cell();
    const QPointF a = from + u * cell * 0.40, tip = to - u * cell * 0.10;
    const qreal head = cell * 0.09;
    QColor col = c;
    col.setAlpha(200);
    p.setPen(QPen(col, std::max<qreal>(1.5, cell * 0.035), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(a, tip - u * head);
    QPainterPath arrow;
    arrow.moveTo(tip);
    arrow.lineTo(tip - u * head * 1.6 + n * head);
    arrow.lineTo(tip - u * head * 1.6 - n * head);
    arrow.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(col);
    p.drawPath(arrow);
}

}  // namespace

QVector<PlacedTag> layout(const BoardGeometry& geo, const QVector<MoveMark>& marks, Point selected,
                          const QFont& base) {
    // On the arrows and points at full size if they fit; else smaller; only then beside the
    // arrows, where a tag is less plainly its arrow's, and last beside the points.
    for (const bool sideways : {false, true})
        for (const qreal scale : kScales)
            if (auto placed =
                    tryLayout(geo, marks, selected, base, {scale, sideways, false, false}))
                return *placed;
    for (const qreal scale : kScales)
        if (auto placed = tryLayout(geo, marks, selected, base, {scale, true, true, false}))
            return *placed;
    return *tryLayout(geo, marks, selected, base,
                      {kScales[std::size(kScales) - 1], true, true, true});
}

void paint(QPainter& p, const BoardGeometry& geo, const QVector<MoveMark>& marks, Point selected) {
    const QVector<PlacedTag> tags = layout(geo, marks, selected, p.font());
    // Stems first, tags over them, so no arrow crosses a tag.
    if (selected == kNoPoint)
        for (const MoveMark& m : marks)
            if (!m.move.isPlacement())
                paintStem(p, geo.pointCenter(m.move.from()), geo.pointCenter(m.move.to()), geo,
                          valueColor(m.value));
    for (const PlacedTag& t : tags) paintTag(p, t, marks[t.mark]);
}

}  // namespace MoveMarks
