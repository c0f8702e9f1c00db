// A row of piece slots: the captured-goat slots filling up (five in Bagh-Chal; five, six or
// fifteen in Lambs and Tigers), or the tigers (four or three) with the blocked ones marked.
// More than six slots go in two rows, so the panel keeps its width. Painted with the same SVG
// pieces as the board.
#pragma once

#include <QWidget>

#include "board/PieceRenderer.h"

class SlotRow : public QWidget {
    Q_OBJECT

public:
    enum class Style {
        Captured,  // filled slots show a taken goat, crossed out
        Blocked,   // all slots show a tiger; marked ones are ringed in red, others dimmed
    };
    SlotRow(bagh::Side side, int count, Style style, QWidget* parent = nullptr);

    void setMarked(int count);
    // The number of slots (the game's captures to win, or its tigers).
    void setCount(int count);
    int count() const { return slots_; }
    int marked() const { return marked_; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent*) override;

private:
    bagh::Side side_;
    int slots_;
    Style style_;
    int marked_ = 0;
    PieceRenderer pieces_;
};
