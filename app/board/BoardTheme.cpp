#include "board/BoardTheme.h"

#include <QCoreApplication>

#include <QFont>
#include <QLineF>
#include <QLinearGradient>
#include <QList>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QRandomGenerator>
#include <cmath>

#include "board/BoardGeometry.h"

namespace BoardTheme {
namespace {

// Wood grain: long, gently wavy strokes of varying darkness. A fixed seed keeps the board the
// same from run to run and between the cached pixmap and a resized one.
void paintGrain(QPainter& p, const QRectF& r) {
    QRandomGenerator rng(0x6a7e);
    const qreal side = r.height();
    const int strands = static_cast<int>(side / 2.2);
    for (int i = 0; i < strands; ++i) {
        const qreal y0 = r.top() + rng.bounded(side * 1.1) - side * 0.05;
        const qreal amp = side * (0.002 + rng.bounded(0.008));
        const qreal freq = (1.5 + rng.bounded(3.0)) * 2 * M_PI / r.width();
        const qreal phase = rng.bounded(2 * M_PI);
        const qreal tilt = (rng.bounded(1.0) - 0.5) * side * 0.03;
        QPainterPath path;
        const int steps = 48;
        for (int k = 0; k <= steps; ++k) {
            const qreal x = r.left() + r.width() * k / steps;
            const qreal t = qreal(k) / steps;
            const qreal y = y0 + amp * std::sin(x * freq + phase) + tilt * t;
            if (k == 0)
                path.moveTo(x, y);
            else
                path.lineTo(x, y);
        }
        const bool dark = rng.bounded(4) != 0;
        QColor c = dark ? QColor(92, 48, 16) : QColor(255, 214, 160);
        c.setAlpha(dark ? 14 + rng.bounded(34) : 10 + rng.bounded(22));
        p.setPen(QPen(c, side * (0.0008 + rng.bounded(0.0030)), Qt::SolidLine, Qt::RoundCap));
        p.drawPath(path);
    }
}

// Grooves cut into the wood: light catches the lower-right lip, the upper-left lip is in
// shade. Drawn in passes over all lines so a later line's lip never covers an earlier groove.
void paintGrooves(QPainter& p, const QList<QLineF>& lines, qreal w) {
    const QPointF lip(w * 0.35, w * 0.35), shade(-w * 0.15, -w * 0.15);
    p.setPen(QPen(QColor(255, 226, 180, 120), w * 1.05, Qt::SolidLine, Qt::RoundCap));
    for (const QLineF& l : lines) p.drawLine(l.translated(lip));
    p.setPen(QPen(QColor(74, 38, 14), w, Qt::SolidLine, Qt::RoundCap));
    for (const QLineF& l : lines) p.drawLine(l);
    p.setPen(QPen(QColor(40, 18, 4, 200), w * 0.45, Qt::SolidLine, Qt::RoundCap));
    for (const QLineF& l : lines) p.drawLine(l.translated(shade));
}

// A shallow round cup where lines meet.
void paintCup(QPainter& p, QPointF c, qreal r) {
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 226, 180, 110));
    p.drawEllipse(c + QPointF(r * 0.18, r * 0.18), r, r);
    QRadialGradient g(c - QPointF(r * 0.25, r * 0.25), r * 1.2);
    g.setColorAt(0, QColor(38, 16, 4));
    g.setColorAt(0.7, QColor(76, 40, 14));
    g.setColorAt(1, QColor(110, 62, 26));
    p.setBrush(g);
    p.drawEllipse(c, r, r);
}

// The labels burnt into the wood (Bagh-Chal's coordinates, Lambs' point numbers): dark text
// over a faint light offset.
void paintLabels(QPainter& p, const BoardGeometry& geo) {
    QFont font(QStringLiteral("serif"));
    font.setBold(true);
    font.setPixelSize(geo.labelPixelSize());
    p.setFont(font);
    const qreal off = std::max<qreal>(0.6, geo.boardRect().width() * 0.0015);
    for (const BoardGeometry::Label& label : geo.labels()) {
        p.setPen(QColor(255, 220, 170, 150));
        p.drawText(label.rect.translated(off, off), label.alignment, label.text);
        p.setPen(kCoordinates);
        p.drawText(label.rect, label.alignment, label.text);
    }
}

void paintWood(QPainter& p, const QRectF& board) {
    const qreal side = std::min(board.width(), board.height());
    // Drop shadow of the board on the table.
    const qreal radius = side * 0.03;
    for (int i = 6; i >= 1; --i) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, 14));
        p.drawRoundedRect(board.adjusted(-i, -i + 3, i, i + 3), radius + i, radius + i);
    }

    QPainterPath outline;
    outline.addRoundedRect(board, radius, radius);
    QLinearGradient wood(board.topLeft(), board.bottomRight());
    // Light enough that the coordinates burnt into it read at 4.5:1 even in the darkest corner.
    wood.setColorAt(0, QColor(226, 172, 112));
    wood.setColorAt(0.5, QColor(210, 152, 94));
    wood.setColorAt(1, QColor(194, 134, 78));
    p.fillPath(outline, wood);
    p.save();
    p.setClipPath(outline);
    paintGrain(p, board);
    p.restore();
}

// The high-contrast board: flat black, thick white lines, white rings for the points, white
// labels, a yellow frame. No grain, no shading: nothing that lowers a contrast.
void paintContrastBoard(QPainter& p, const BoardGeometry& geo) {
    const QRectF board = geo.boardRect();
    const qreal side = board.width();
    const qreal radius = side * 0.03;
    p.setPen(QPen(kContrastFrame, std::max<qreal>(2.0, side * 0.008)));
    p.setBrush(kContrastBoard);
    p.drawRoundedRect(board, radius, radius);
    p.setPen(QPen(kContrastLine, std::max<qreal>(2.0, geo.grooveWidth() * 0.8), Qt::SolidLine,
                  Qt::RoundCap));
    for (const QLineF& l : geo.lines()) p.drawLine(l);
    const qreal r = geo.cupRadius();
    p.setPen(QPen(kContrastLine, std::max<qreal>(1.5, r * 0.25)));
    p.setBrush(kContrastBoard);
    for (bagh::games::Point s = 0; s < geo.points(); ++s) p.drawEllipse(geo.pointCenter(s), r, r);
    QFont font(QStringLiteral("sans-serif"));
    font.setBold(true);
    font.setPixelSize(geo.labelPixelSize());
    p.setFont(font);
    p.setPen(kContrastLine);
    for (const BoardGeometry::Label& label : geo.labels())
        p.drawText(label.rect, label.alignment, label.text);
}

}  // namespace

bool highContrastApplied() { return qApp && qApp->property(kHighContrastProperty).toBool(); }

QPixmap renderBoard(const BoardGeometry& geo, QSize widgetSize, qreal dpr, bool highContrast) {
    QPixmap pm(widgetSize * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    const QRectF board = geo.boardRect();
    if (board.width() < 20) return pm;
    const qreal side = board.width();

    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    if (highContrast) {
        paintContrastBoard(p, geo);
        return pm;
    }

    const qreal radius = side * 0.03;
    QPainterPath outline;
    outline.addRoundedRect(board, radius, radius);
    paintWood(p, board);
    p.save();
    p.setClipPath(outline);
    // The recessed playing field of Bagh-Chal's square grid; Lambs' triangle and side
    // rectangle are cut straight into the panel.
    if (geo.kind() == bagh::games::GameKind::BaghChal) {
        const QRectF field = geo.gridRect().adjusted(-geo.cell() * 0.42, -geo.cell() * 0.42,
                                                     geo.cell() * 0.42, geo.cell() * 0.42);
        QRadialGradient glow(field.center(), field.width() * 0.75);
        glow.setColorAt(0, QColor(255, 220, 160, 60));
        glow.setColorAt(1, QColor(90, 45, 10, 40));
        p.fillRect(field, glow);
        const qreal bevel = std::max<qreal>(1.0, side * 0.004);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(60, 28, 6, 170), bevel * 1.6));
        p.drawLine(field.topLeft(), field.topRight());
        p.drawLine(field.topLeft(), field.bottomLeft());
        p.setPen(QPen(QColor(255, 224, 176, 140), bevel * 1.6));
        p.drawLine(field.bottomLeft(), field.bottomRight());
        p.drawLine(field.topRight(), field.bottomRight());
    }

    // Vignette: the edges of an old board are darker from handling.
    QRadialGradient vignette(board.center(), side * 0.75);
    vignette.setColorAt(0.55, QColor(0, 0, 0, 0));
    vignette.setColorAt(1, QColor(40, 16, 0, 40));
    p.fillRect(board, vignette);
    p.restore();

    p.setPen(QPen(QColor(70, 34, 10), std::max<qreal>(1.2, side * 0.004)));
    p.setBrush(Qt::NoBrush);
    p.drawPath(outline);
    p.setPen(QPen(QColor(255, 220, 170, 90), std::max<qreal>(0.8, side * 0.002)));
    p.drawRoundedRect(board.adjusted(side * 0.006, side * 0.006, -side * 0.006, -side * 0.006),
                      radius * 0.8, radius * 0.8);

    // Lines from the board's shape, so the drawing and the rules agree.
    paintGrooves(p, geo.lines(), geo.grooveWidth());
    for (bagh::games::Point s = 0; s < geo.points(); ++s)
        paintCup(p, geo.pointCenter(s), geo.cupRadius());

    paintLabels(p, geo);
    return pm;
}

}  // namespace BoardTheme
