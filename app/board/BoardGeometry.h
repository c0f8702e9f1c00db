// Where a board, its points and its pieces go inside a widget of a given size, for either game.
// Each game's layout places its points in board units (Bagh-Chal's 5x5 grid here, Lambs and
// Tigers' 23 points in lambs/LambsGeometry.h) inside one square, the grid; the rest (the
// fitting, the half turn, hit-testing, the lines from BoardShape::edges, the labels) is the
// same arithmetic for both. Pure arithmetic, shared by painting, hit-testing and the tests, so
// they never disagree.
#pragma once

#include <QLineF>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <array>

#include "engine/games/BoardShape.h"
#include "engine/games/GameTypes.h"

class BoardGeometry {
public:
    // A text burnt into the board: a coordinate in Bagh-Chal's frame, a point's number in
    // Lambs.
    struct Label {
        QRectF rect;
        QString text;
        Qt::Alignment alignment;
    };

    // No board: no points, and pointAt() finds none.
    BoardGeometry() = default;
    // Fits the largest square board of `kind` into `area`, centred. Bagh-Chal has row 1 at the
    // top and column A on the left (A1 top-left), Lambs its apex at the top; `flipped` turns
    // the board half a turn (A1 bottom-right; the apex at the bottom).
    BoardGeometry(bagh::games::GameKind kind, const QSizeF& area, bool flipped = false);

    bagh::games::GameKind kind() const { return kind_; }
    const bagh::games::BoardShape& shape() const { return bagh::games::boardShape(kind_); }
    // The number of points (Bagh-Chal 25, Lambs 23; 0 without a board).
    int points() const { return points_; }
    bool isFlipped() const { return flipped_; }

    // The wooden board, frame included: the largest square centred in the area, the same for
    // both games, so that what frames the board need not know which one it is.
    QRectF boardRect() const { return board_; }
    // The square the points are laid out in (Bagh-Chal: spanned by the outer lines, A1 to E5).
    QRectF gridRect() const { return grid_; }
    // The shortest distance between two neighbouring points (Bagh-Chal: the grid's step): the
    // measure of marks, arrows and tags, so they fit between the points of either board.
    qreal cell() const { return cell_; }
    // Diameter of a piece: big enough to read, small enough to show the lines between pieces.
    qreal pieceSize() const { return piece_; }
    // The band of the frame along each edge that the playing field leaves free (Bagh-Chal's
    // coordinates are burnt there): a note laid over the board's foot stays above it.
    qreal frameBand() const;

    // Centre of point `p` (0..points()-1; Bagh-Chal row * 5 + column), in widget coordinates.
    QPointF pointCenter(bagh::games::Point p) const;
    // The point whose catch circle holds `pos`, or kNoPoint. A point's catch radius is
    // generous (0.45 of the distance to its nearest point, at most a piece's diameter) so a
    // slightly-off click still hits, yet no two circles meet: never two points at once.
    bagh::games::Point pointAt(const QPointF& pos) const;

    // How far along the way of jump `m`, from its origin to its target, the jumped point
    // stands (0..1): a half on Bagh-Chal's grid; on Lambs' rows of unequal height, not always.
    qreal jumpedShare(bagh::games::Move m) const;

    // The lines of the board, one per pair of neighbouring points (BoardShape::edges), so the
    // drawing and the rules agree.
    QList<QLineF> lines() const;
    // Widths of the carved lines and radius of the cups where they meet.
    qreal grooveWidth() const;
    qreal cupRadius() const;
    // Bagh-Chal: the letters A-E over and under the columns and the digits 1-5 beside the rows,
    // in the frame; Lambs: each point's number beside it (moves name the points by them). They
    // follow the points when the board is flipped.
    QList<Label> labels() const;
    // The labels' font size in pixels: a share of the board, and at least the desktop's text
    // size as far as the room beside the points (the frame, for Bagh-Chal) allows.
    int labelPixelSize() const;

private:
    bagh::games::GameKind kind_ = bagh::games::GameKind::BaghChal;
    int points_ = 0;
    bool flipped_ = false;
    QRectF board_;
    QRectF grid_;
    qreal cell_ = 0;
    qreal piece_ = 0;
    std::array<QPointF, bagh::games::kMaxPoints> centers_{};
};
