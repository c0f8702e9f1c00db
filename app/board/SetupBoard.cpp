#include "board/SetupBoard.h"

#include <QMouseEvent>
#include <QPainter>

#include "board/BoardGeometry.h"
#include "board/BoardTheme.h"
#include "engine/games/BoardShape.h"

using bagh::Side;
using namespace bagh::games;

SetupBoard::SetupBoard(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMinimumSize(260, 260);
    setCursor(Qt::PointingHandCursor);
}

BoardGeometry SetupBoard::boardGeometry() const { return BoardGeometry(kind_, QSizeF(size())); }

void SetupBoard::setKind(GameKind kind) {
    if (kind == kind_) return;
    kind_ = kind;
    tigers_ = goats_ = 0;
    update();
}

void SetupBoard::setPieces(Mask tigers, Mask goats) {
    const Mask full = boardShape(kind_).full();
    tigers_ = tigers & full;
    goats_ = goats & full & ~tigers_;
    update();
}

QPointF SetupBoard::pointCenter(Point p) const { return boardGeometry().pointCenter(p); }

void SetupBoard::apply(Point p) {
    if (p < 0 || p >= boardShape(kind_).points) return;
    const Mask b = bit(p);
    const bool hadTiger = tigers_ & b, hadGoat = goats_ & b;
    tigers_ &= ~b;
    goats_ &= ~b;
    if (tool_ == Tool::Tiger && !hadTiger) tigers_ |= b;
    if (tool_ == Tool::Goat && !hadGoat) goats_ |= b;
    update();
    emit changed();
}

void SetupBoard::mousePressEvent(QMouseEvent* event) {
    const Point p = boardGeometry().pointAt(event->position());
    if (p == kNoPoint) return;
    if (event->button() == Qt::RightButton) {
        const Tool keep = tool_;
        tool_ = Tool::Empty;
        apply(p);
        tool_ = keep;
    } else if (event->button() == Qt::LeftButton) {
        apply(p);
    }
}

void SetupBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardGeometry geo = boardGeometry();
    p.drawPixmap(0, 0,
                 BoardTheme::renderBoard(geo, size(), devicePixelRatioF(),
                                         BoardTheme::highContrastApplied()));
    for (Point s = 0; s < geo.points(); ++s) {
        if (goats_ & bit(s))
            pieces_.paint(p, Side::Goats, geo.pointCenter(s), geo.pieceSize());
        else if (tigers_ & bit(s))
            pieces_.paint(p, Side::Tigers, geo.pointCenter(s), geo.pieceSize());
    }
}
