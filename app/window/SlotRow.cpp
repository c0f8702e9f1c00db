#include "window/SlotRow.h"

#include <QPainter>
#include <algorithm>

#include "board/BoardTheme.h"

SlotRow::SlotRow(bagh::Side side, int count, Style style, QWidget* parent)
    : QWidget(parent), side_(side), slots_(count), style_(style) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void SlotRow::setMarked(int count) {
    if (count == marked_) return;
    marked_ = count;
    update();
}

void SlotRow::setCount(int count) {
    if (count == slots_) return;
    slots_ = std::max(1, count);
    updateGeometry();
    update();
}

namespace {
int rowsFor(int n) { return n > 6 ? 2 : 1; }
int columnsFor(int n) { return (n + rowsFor(n) - 1) / rowsFor(n); }
}  // namespace

// Small enough to stand beside its label in the side panel.
QSize SlotRow::sizeHint() const {
    return rowsFor(slots_) == 1 ? QSize(slots_ * 32, 30) : QSize(columnsFor(slots_) * 24, 44);
}

void SlotRow::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int rows = rowsFor(slots_), columns = columnsFor(slots_);
    const qreal rowHeight = qreal(height()) / rows;
    const qreal d = std::min<qreal>(rowHeight - 4, (width() - 4.0) / columns - 6);
    const qreal step = d + 6;
    // High contrast: the cups drawn in the text's colour and the empty places half lit, so both
    // stand out from the black (the scheme's 3:1 for shapes at least).
    const bool contrast = BoardTheme::highContrastApplied();
    for (int i = 0; i < slots_; ++i) {
        const QPointF c(2 + step * (i % columns) + step / 2, rowHeight * (i / columns + 0.5));
        const bool on = i < marked_;
        // The cup every slot sits in.
        p.setPen(contrast ? QPen(palette().color(QPalette::WindowText), 1.5)
                          : QPen(QColor(255, 230, 190, 60), 1.2));
        p.setBrush(QColor(0, 0, 0, 70));
        p.drawEllipse(c, d / 2, d / 2);
        if (style_ == Style::Captured) {
            if (!on) continue;
            pieces_.paint(p, side_, c, d * 0.92, 0.9);
            p.setPen(QPen(QColor(220, 60, 40, 230), std::max<qreal>(2.0, d * 0.08), Qt::SolidLine,
                          Qt::RoundCap));
            const qreal r = d * 0.3;
            p.drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
            p.drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
        } else {
            pieces_.paint(p, side_, c, d * 0.92, on ? 1.0 : contrast ? 0.75 : 0.35);
            if (on) {
                p.setPen(QPen(QColor(230, 70, 50), std::max<qreal>(2.0, d * 0.07)));
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(c, d / 2, d / 2);
            }
        }
    }
}
