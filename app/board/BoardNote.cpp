#include "board/BoardNote.h"

#include <QLineF>
#include <algorithm>
#include <cstdlib>

#include "board/BoardGeometry.h"
#include "board/BoardView.h"

BoardNote::BoardNote(BoardView* board) : QLabel(board), board_(board) {
    setObjectName(QStringLiteral("boardNote"));
    setWordWrap(true);
    setAlignment(Qt::AlignCenter);
    // Clicks go through to the board under it.
    setAttribute(Qt::WA_TransparentForMouseEvents);
    hideTimer_.setSingleShot(true);
    connect(&hideTimer_, &QTimer::timeout, this, &QWidget::hide);
    hide();
}

void BoardNote::showNote(const QString& text, int ms) {
    setText(text);
    place();
    show();
    raise();
    hideTimer_.start(ms);
}

int BoardNote::piecesUnder(const QRect& rect) const {
    const BoardGeometry geo = board_->boardGeometry();
    const bagh::games::Position& pos = board_->position();
    const bagh::games::Mask pieces = pos.tigers() | pos.goats();
    const qreal radius = geo.pieceSize() / 2;
    int count = 0;
    for (int p = 0; p < geo.points(); ++p) {
        if (!(pieces >> p & 1)) continue;
        const QPointF c = geo.pointCenter(static_cast<bagh::games::Point>(p));
        // The piece's circle against the rectangle: the nearest point of the rectangle.
        const qreal x = std::clamp(c.x(), qreal(rect.left()), qreal(rect.right() + 1));
        const qreal y = std::clamp(c.y(), qreal(rect.top()), qreal(rect.bottom() + 1));
        if (QLineF(c, QPointF(x, y)).length() < radius) ++count;
    }
    return count;
}

void BoardNote::place() {
    const BoardView* board = board_;  // the parent, with the board's geometry
    // The drawn board is a square in the middle of the widget.
    const int side = std::min(board->width(), board->height());
    const int width = std::min(board->width() - 24, std::max(260, side * 4 / 5));
    setFixedWidth(std::max(120, width));
    const int height = heightForWidth(this->width());
    setFixedHeight(height > 0 ? height : sizeHint().height());
    const int h = this->height();
    const int x = (board->width() - this->width()) / 2;
    const BoardGeometry geo = board->boardGeometry();
    const QRectF wood = geo.boardRect();
    const qreal band = std::max<qreal>(geo.frameBand(), 0);
    // Where it may go, best first: beside the board where the widget leaves room (it covers
    // nothing there); the board's foot, above the frame's lower band (where BoardTheme burns
    // Bagh-Chal's letters, so they stay readable); the board's top, below its upper band.
    QList<int> places;
    if (board->height() - wood.bottom() >= h + 4) places << static_cast<int>(wood.bottom()) + 2;
    if (wood.top() >= h + 4) places << static_cast<int>(wood.top()) - h - 2;
    const int foot = std::max(0, static_cast<int>(wood.bottom() - band - 2) - h);
    places << foot << static_cast<int>(wood.top() + band + 2);
    for (int y : places) {
        if (piecesUnder(QRect(x, y, this->width(), h)) == 0) return move(x, y);
    }
    // Every such place covers a piece: the height between the frame's bands that covers
    // fewest, nearest the foot among equals (a band between two rows of pieces, where one is
    // wide enough).
    int best = foot;
    int fewest = piecesUnder(QRect(x, foot, this->width(), h));
    for (int y = static_cast<int>(wood.top() + band + 2); y <= foot; y += 2) {
        const int n = piecesUnder(QRect(x, y, this->width(), h));
        if (n < fewest || (n == fewest && std::abs(y - foot) < std::abs(best - foot)))
            best = y, fewest = n;
    }
    move(x, best);
}
