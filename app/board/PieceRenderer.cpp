#include "board/PieceRenderer.h"

#include <QPainter>
#include <QRadialGradient>
#include <cmath>

PieceRenderer::PieceRenderer()
    : tiger_(QStringLiteral(":/pieces/tiger.svg")), goat_(QStringLiteral(":/pieces/goat.svg")) {}

bool PieceRenderer::isValid() const { return tiger_.isValid() && goat_.isValid(); }

QPixmap PieceRenderer::pixmap(bagh::Side side, int size, qreal dpr) {
    const int px = std::max(1, static_cast<int>(std::lround(size * dpr)));
    const quint64 key = (quint64(px) << 1) | quint64(side == bagh::Side::Tigers);
    if (auto it = cache_.constFind(key); it != cache_.constEnd()) return *it;

    // A margin around the figure leaves room for the shadow, which falls down and to the right
    // like the light on the carved board.
    const int pad = px / 8;
    QPixmap pm(px + 2 * pad, px + 2 * pad);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QPointF shadowCenter(pad + px * 0.56, pad + px * 0.60);
    QRadialGradient shadow(shadowCenter, px * 0.5);
    shadow.setColorAt(0.0, QColor(0, 0, 0, 120));
    shadow.setColorAt(0.75, QColor(0, 0, 0, 60));
    shadow.setColorAt(1.0, QColor(0, 0, 0, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(shadow);
    p.drawEllipse(shadowCenter, px * 0.5, px * 0.5);
    QSvgRenderer& svg = side == bagh::Side::Tigers ? tiger_ : goat_;
    svg.render(&p, QRectF(pad, pad, px, px));
    p.end();
    pm.setDevicePixelRatio(dpr);
    cache_.insert(key, pm);
    return pm;
}

void PieceRenderer::paint(QPainter& p, bagh::Side side, QPointF center, qreal size, qreal opacity) {
    const QPixmap pm =
        pixmap(side, static_cast<int>(std::lround(size)), p.device()->devicePixelRatioF());
    const QSizeF logical = pm.deviceIndependentSize();
    const qreal old = p.opacity();
    p.setOpacity(old * opacity);
    p.drawPixmap(QRectF(center - QPointF(logical.width() / 2, logical.height() / 2), logical), pm,
                 QRectF(pm.rect()));
    p.setOpacity(old);
}
