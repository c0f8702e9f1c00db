// The board of the position setup dialog: shows tigers and goats and lets the player put or
// remove them. A left click puts the chosen piece (or clears the point if that piece is
// already there); a right click clears the point. It knows nothing about validity: the dialog
// checks the whole position with the engine's OBX reader.
#pragma once

#include <QWidget>

#include "board/PieceRenderer.h"
#include "engine/core/Types.h"

class SetupBoard : public QWidget {
    Q_OBJECT

public:
    enum class Tool { Goat, Tiger, Empty };

    explicit SetupBoard(QWidget* parent = nullptr);

    void setPieces(bagh::Bitboard tigers, bagh::Bitboard goats);
    bagh::Bitboard tigers() const { return tigers_; }
    bagh::Bitboard goats() const { return goats_; }
    void setTool(Tool tool) { tool_ = tool; }
    // Applies the tool to point `sq` as a left click does.
    void apply(bagh::Square sq);
    QPointF pointCenter(bagh::Square sq) const;

    QSize sizeHint() const override { return {360, 360}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

signals:
    void changed();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    bagh::Bitboard tigers_ = 0;
    bagh::Bitboard goats_ = 0;
    Tool tool_ = Tool::Goat;
    PieceRenderer pieces_;
};
