// A short note laid over the board: why a click did nothing, in full and where the player is
// looking (the status bar cut such sentences off, far from the board). It wraps to the board's
// width and fades out after a few seconds or at the next click. It covers no piece where it can:
// outside the board (below or above it) where the widget leaves room, else the board's foot,
// else its top, else the height that covers fewest pieces.
#pragma once

#include <QLabel>
#include <QTimer>

class BoardView;

class BoardNote : public QLabel {
    Q_OBJECT

public:
    // A child of `board`.
    explicit BoardNote(BoardView* board);

    // Shows `text` for `ms` milliseconds (replacing any note shown).
    void showNote(const QString& text, int ms = 6000);
    // Places the note again (the board was resized), as the class comment says.
    void place();
    // How many of the shown position's pieces `rect` (board coordinates) covers a part of.
    int piecesUnder(const QRect& rect) const;

private:
    BoardView* board_;
    QTimer hideTimer_;
};
