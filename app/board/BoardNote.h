// A short note laid over the foot of the board: why a click did nothing, in full and where the
// player is looking (the status bar cut such sentences off, far from the board). It wraps to
// the board's width and fades out after a few seconds or at the next click.
#pragma once

#include <QLabel>
#include <QTimer>

class BoardView;

class BoardNote : public QLabel {
    Q_OBJECT

public:
    // A child of `board`, placed over its lower edge.
    explicit BoardNote(BoardView* board);

    // Shows `text` for `ms` milliseconds (replacing any note shown).
    void showNote(const QString& text, int ms = 6000);
    // Places the note again (the board was resized).
    void place();

private:
    BoardView* board_;
    QTimer hideTimer_;
};
