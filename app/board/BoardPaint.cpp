#include "board/BoardPaint.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <algorithm>

#include "board/BoardTheme.h"

using namespace bagh::games;

void BoardPaint::cursor(QPainter& p, const BoardGeometry& geo, Point point) {
    const QPointF c = geo.pointCenter(point);
    const qreal half = geo.pieceSize() * 0.62;
    const qreal w = std::max<qreal>(2.0, geo.cell() * 0.03);
    const QRectF outer(c.x() - half, c.y() - half, 2 * half, 2 * half);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(BoardTheme::kFocusRingDark, w * 1.8));
    p.drawRoundedRect(outer, half * 0.22, half * 0.22);
    const qreal in = w * 1.3;
    p.setPen(QPen(BoardTheme::kFocusRingLight, w));
    p.drawRoundedRect(outer.adjusted(in, in, -in, -in), half * 0.22 - in * 0.5,
                      half * 0.22 - in * 0.5);
}

void BoardPaint::marks(QPainter& p, const BoardGeometry& geo, Move lastMove, bool animating,
                       Point selected, Move hint) {
    const qreal r = geo.pieceSize() * 0.56;
    auto glow = [&](QPointF c, QColor color, qreal radius) {
        QRadialGradient g(c, radius);
        color.setAlpha(200);
        g.setColorAt(0.55, color);
        color.setAlpha(0);
        g.setColorAt(1.0, color);
        p.setPen(Qt::NoPen);
        p.setBrush(g);
        p.drawEllipse(c, radius, radius);
    };
    if (!lastMove.isNull() && !animating) {
        glow(geo.pointCenter(lastMove.to()), BoardTheme::kLastMove, r * 1.15);
        if (!lastMove.isPlacement()) {
            QColor c = BoardTheme::kLastMove;
            c.setAlpha(170);
            p.setPen(QPen(c, std::max<qreal>(1.5, geo.cell() * 0.035), Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(geo.pointCenter(lastMove.from()), r * 0.6, r * 0.6);
            if (lastMove.isJump()) {
                QColor x = BoardTheme::kCaptureTarget;
                x.setAlpha(190);
                p.setPen(
                    QPen(x, std::max<qreal>(1.5, geo.cell() * 0.04), Qt::SolidLine, Qt::RoundCap));
                const QPointF o = geo.pointCenter(lastMove.over());
                const qreal d = r * 0.35;
                p.drawLine(o + QPointF(-d, -d), o + QPointF(d, d));
                p.drawLine(o + QPointF(-d, d), o + QPointF(d, -d));
            }
        }
    }
    if (selected != kNoPoint) glow(geo.pointCenter(selected), BoardTheme::kSelect, r * 1.3);
    if (!hint.isNull()) {
        glow(geo.pointCenter(hint.to()), BoardTheme::kHint, r * 1.2);
        if (!hint.isPlacement()) glow(geo.pointCenter(hint.from()), BoardTheme::kHint, r * 1.1);
    }
}

void BoardPaint::arrow(QPainter& p, QPointF from, QPointF to, const QColor& color, qreal width) {
    const QLineF line(from, to);
    const qreal len = line.length();
    if (len < 1) return;
    const QPointF u = (to - from) / len, n(-u.y(), u.x());
    const qreal start = len * 0.22, head = width * 2.4;
    const QPointF a = from + u * start, tip = to - u * len * 0.18, base = tip - u * head;
    QColor c = color;
    c.setAlpha(215);
    p.setPen(QPen(c, width, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(a, base);
    QPainterPath path;
    path.moveTo(tip);
    path.lineTo(base + n * head * 0.7);
    path.lineTo(base - n * head * 0.7);
    path.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    p.drawPath(path);
}
