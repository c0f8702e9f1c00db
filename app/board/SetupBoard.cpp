#include "board/SetupBoard.h"

#include <QMouseEvent>
#include <QPainter>

#include "board/BoardGeometry.h"
#include "board/BoardTheme.h"

using namespace bagh;

SetupBoard::SetupBoard(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMinimumSize(260, 260);
    setCursor(Qt::PointingHandCursor);
}

void SetupBoard::setPieces(Bitboard tigers, Bitboard goats) {
    tigers_ = tigers & kFullBoard;
    goats_ = goats & kFullBoard & ~tigers_;
    update();
}

QPointF SetupBoard::pointCenter(Square sq) const {
    return BoardGeometry(QSizeF(size())).pointCenter(sq);
}

void SetupBoard::apply(Square sq) {
    if (sq < 0 || sq >= kSquares) return;
    const Bitboard b = bit(sq);
    const bool hadTiger = tigers_ & b, hadGoat = goats_ & b;
    tigers_ &= ~b;
    goats_ &= ~b;
    if (tool_ == Tool::Tiger && !hadTiger) tigers_ |= b;
    if (tool_ == Tool::Goat && !hadGoat) goats_ |= b;
    update();
    emit changed();
}

void SetupBoard::mousePressEvent(QMouseEvent* event) {
    const Square sq = BoardGeometry(QSizeF(size())).pointAt(event->position());
    if (sq < 0) return;
    if (event->button() == Qt::RightButton) {
        const Tool keep = tool_;
        tool_ = Tool::Empty;
        apply(sq);
        tool_ = keep;
    } else if (event->button() == Qt::LeftButton) {
        apply(sq);
    }
}

void SetupBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardGeometry geo{QSizeF(size())};
    p.drawPixmap(0, 0, BoardTheme::renderBoard(geo, size(), devicePixelRatioF()));
    for (Square s = 0; s < kSquares; ++s) {
        if (goats_ & bit(s))
            pieces_.paint(p, Side::Goats, geo.pointCenter(s), geo.pieceSize());
        else if (tigers_ & bit(s))
            pieces_.paint(p, Side::Tigers, geo.pointCenter(s), geo.pieceSize());
    }
}
