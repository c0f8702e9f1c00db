// The board of the position setup dialog, for either game: shows tigers and goats and lets the
// player put or remove them. A left click puts the chosen piece (or clears the point if that
// piece is already there); a right click clears the point. It knows nothing about validity:
// the dialog checks the whole position with the game's record reader.
#pragma once

#include <QWidget>

#include "board/PieceRenderer.h"
#include "engine/games/GameTypes.h"

class BoardGeometry;

class SetupBoard : public QWidget {
    Q_OBJECT

public:
    enum class Tool { Goat, Tiger, Empty };

    explicit SetupBoard(QWidget* parent = nullptr);

    // The board of `kind` (Bagh-Chal's until set), emptied when the game changes.
    void setKind(bagh::games::GameKind kind);
    bagh::games::GameKind kind() const { return kind_; }
    // Puts the pieces; points off the board are dropped, and a goat never shares a tiger's point.
    void setPieces(bagh::games::Mask tigers, bagh::games::Mask goats);
    bagh::games::Mask tigers() const { return tigers_; }
    bagh::games::Mask goats() const { return goats_; }
    void setTool(Tool tool) { tool_ = tool; }
    // Applies the tool to point `p` as a left click does (a point off the board does nothing).
    void apply(bagh::games::Point p);
    // Widget coordinates of point `p` (tests click there).
    QPointF pointCenter(bagh::games::Point p) const;

    QSize sizeHint() const override { return {360, 360}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

signals:
    void changed();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    BoardGeometry boardGeometry() const;

    bagh::games::GameKind kind_ = bagh::games::GameKind::BaghChal;
    bagh::games::Mask tigers_ = 0;
    bagh::games::Mask goats_ = 0;
    Tool tool_ = Tool::Goat;
    PieceRenderer pieces_;
};
