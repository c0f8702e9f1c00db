#include "board/BoardNote.h"

#include <algorithm>

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
    move((board->width() - this->width()) / 2, board->height() - this->height() - 12);
}
