#include "board/BoardNote.h"

#include <algorithm>

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

void BoardNote::place() {
    const BoardView* board = board_;  // the parent, with the board's geometry
    // The drawn board is a square in the middle of the widget.
    const int side = std::min(board->width(), board->height());
    const int width = std::min(board->width() - 24, std::max(260, side * 4 / 5));
    setFixedWidth(std::max(120, width));
    const int height = heightForWidth(this->width());
    setFixedHeight(height > 0 ? height : sizeHint().height());
    // Its foot stays above the frame's lower band (where BoardTheme burns Bagh-Chal's letters),
    // so the coordinates stay readable while the note shows.
    const BoardGeometry geo = board->boardGeometry();
    const int bottom =
        static_cast<int>(geo.boardRect().bottom() - std::max<qreal>(geo.frameBand(), 0) - 2);
    move((board->width() - this->width()) / 2, std::max(0, bottom - this->height()));
}
