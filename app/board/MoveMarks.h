// The analysis values drawn on the board (analysis mode), on either game's board: one tag per
// legal move, coloured by its value for the side to move. Placements get their tag on the empty
// point; slides and jumps get theirs on the targets of the selected piece, or, with nothing
// selected, on a short arrow from each movable piece toward each of its targets, so every legal
// move's value is in view. No two tags overlap: layout() slides each tag along its arrow to a
// free spot, and shrinks them all when a crowded position leaves no room at full size.
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>
#include <QVector>

#include "engine/core/Types.h"  // GameValue
#include "engine/games/GameTypes.h"

class BoardGeometry;
class QPainter;

struct MoveMark {
    bagh::games::Move move;
    QString tag;  // ValueWords::badge: "W3", "D", "L?" … in the player's language
    bagh::GameValue value = bagh::GameValue::Unknown;
    bool exact = false;
    int plies = -1;  // the engine's distance behind the tag, where known
};

namespace MoveMarks {

// The colour of a value (win green, draw blue-grey, loss red), for the board and the list.
QColor valueColor(bagh::GameValue value);

// Where one tag is drawn: marks[mark] in `rect`, its text in `font`.
struct PlacedTag {
    int mark = -1;
    QRectF rect;
    QFont font;
};

// The tags shown for `marks` (all of them, or with `selected` a point, the placements and the
// selected piece's moves), placed so that no two rectangles intersect. `base` is the widget's
// font; only its family and style are used.
QVector<PlacedTag> layout(const BoardGeometry& geo, const QVector<MoveMark>& marks,
                          bagh::games::Point selected, const QFont& base);

// Paints `marks` as described above; `selected` is the selected point or kNoPoint.
void paint(QPainter& p, const BoardGeometry& geo, const QVector<MoveMark>& marks,
           bagh::games::Point selected);

}  // namespace MoveMarks
