#include "board/BoardNote.h"

#include <algorithm>

#include "board/BoardGeometry.h"

BoardNote::BoardNote(QWidget* board) : QLabel(board) {
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
    const QWidget* board = parentWidget();
    // The drawn board is a square in the middle of the widget.
    const int side = std::min(board->width(), board->height());
    const int width = std::min(board->width() - 24, std::max(260, side * 4 / 5));
    setFixedWidth(std::max(120, width));
    const int height = heightForWidth(this->width());
    setFixedHeight(height > 0 ? height : sizeHint().height());
    // Its foot stays above the band of letters on the frame's lower edge (BoardTheme paints
    // them there), so the coordinates stay readable while the note shows.
    const BoardGeometry geo(QSizeF(board->size()));
    const QRectF frame = geo.boardRect(), grid = geo.gridRect();
    const qreal band = grid.top() - frame.top() - geo.cell() * 0.42;
    const int bottom = static_cast<int>(frame.bottom() - std::max<qreal>(band, 0) - 2);
    move((board->width() - this->width()) / 2, std::max(0, bottom - this->height()));
}
