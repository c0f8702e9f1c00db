#include "board/MoveMarks.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <cmath>

#include "board/BoardGeometry.h"

using namespace bagh;

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

// A rounded tag centred at `c`. Exact values are solid; estimates are hollow with a dashed
// rim, so a proof and a guess never look alike even in the same colour.
void paintTag(QPainter& p, QPointF c, const MoveMark& m, qreal fontPx) {
    QFont f = p.font();
    f.setPixelSize(std::max(8, int(std::lround(fontPx))));
    f.setBold(true);
    const QFontMetricsF fm(f);
    const qreal h = fm.height() * 1.18;
    const qreal w = std::max(h * 1.15, fm.horizontalAdvance(m.tag) + h * 0.6);
    const QRectF r(c.x() - w / 2, c.y() - h / 2, w, h);
    const QColor col = valueColor(m.value);
    const qreal rim = std::max<qreal>(1.2, fontPx * 0.12);
    if (m.exact) {
        p.setPen(QPen(col.darker(170), rim));
        p.setBrush(col);
    } else {
        p.setPen(QPen(col.lighter(130), rim, Qt::DashLine));
        p.setBrush(QColor(24, 16, 10, 215));
    }
    p.drawRoundedRect(r, h / 2, h / 2);
    p.setFont(f);
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

void paint(QPainter& p, const BoardGeometry& geo, const QVector<MoveMark>& marks, Square selected) {
    const qreal cell = geo.cell();
    for (const MoveMark& m : marks) {
        if (m.move.isPlacement()) paintTag(p, geo.pointCenter(m.move.to()), m, cell * 0.2);
    }
    if (selected != kNoSquare) {
        for (const MoveMark& m : marks)
            if (!m.move.isPlacement() && m.move.from() == selected)
                paintTag(p, geo.pointCenter(m.move.to()), m, cell * 0.2);
        return;
    }
    // Stems first, tags over them, so no arrow crosses a tag.
    for (const MoveMark& m : marks)
        if (!m.move.isPlacement())
            paintStem(p, geo.pointCenter(m.move.from()), geo.pointCenter(m.move.to()), geo,
                      valueColor(m.value));
    for (const MoveMark& m : marks) {
        if (m.move.isPlacement()) continue;
        const QPointF from = geo.pointCenter(m.move.from()), to = geo.pointCenter(m.move.to());
        // Past the captured goat for a jump; just past the middle for a slide, so the tag
        // leans toward its target and away from the piece that moves.
        const qreal t = m.move.isJump() ? 0.74 : 0.56;
        paintTag(p, from + (to - from) * t, m, cell * 0.15);
    }
}

}  // namespace MoveMarks
